import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { authOptions } from '@/auth/options';
import { withApiHeaders } from '@/http/api-headers';
import { DEFAULT_BODY_MAX_BYTES, limitedOrRefused } from '@/http/body-limit';

export const dynamic = 'force-dynamic';

// next-auth reads its form posts itself: the same 1 MB limit (413 in the caller's language) first.
const handler = async (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => {
  const limited = await limitedOrRefused(req, DEFAULT_BODY_MAX_BYTES);
  if (limited instanceof Response) return withApiHeaders(limited);
  const response: Response = await NextAuth(authOptions())(
    limited === req ? req : new NextRequest(limited),
    ctx,
  );
  return withApiHeaders(response);
};
export { handler as GET, handler as POST };
