import { restApp } from '@/http/rest/app';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => restApp.fetch(request);
export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
