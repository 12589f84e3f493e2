import { authServiceApp } from '@/http/auth-service/app';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => authServiceApp.fetch(request);
export { handle as GET, handle as POST };
