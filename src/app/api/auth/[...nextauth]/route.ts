import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { authOptions } from '@/auth/options';
import { withApiHeaders } from '@/http/api-headers';
import { DEFAULT_BODY_MAX_BYTES, limitedOrRefused } from '@/http/body-limit';

export const dynamic = 'force-dynamic';

/**
 * next-auth copies the `error` code it is sent into its redirect's Location header unescaped: a
 * code with a character outside Latin-1 (an Arabic letter, a stray '%ff') made that header invalid
 * and the answer a 500. Its codes are words (Configuration, AccessDenied, ...): anything else is
 * its generic Default.
 */
function withWordErrorCode(req: NextRequest): NextRequest {
  const code = req.nextUrl.searchParams.get('error');
  if (code === null || /^\w*$/.test(code)) return req;
  const url = req.nextUrl.clone();
  url.searchParams.set('error', 'Default');
  return new NextRequest(url, req);
}

// next-auth reads its form posts itself: the same 1 MB limit (413 in the caller's language) first.
const handler = async (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => {
  const limited = await limitedOrRefused(req, DEFAULT_BODY_MAX_BYTES);
  if (limited instanceof Response) return withApiHeaders(limited);
  const response: Response = await NextAuth(authOptions())(
    withWordErrorCode(limited === req ? req : new NextRequest(limited)),
    ctx,
  );
  return withApiHeaders(response);
};
export { handler as GET, handler as POST };
