import { graphqlApp } from '@/http/graphql/app';

export const dynamic = 'force-dynamic';

const handle = (request: Request) => graphqlApp.fetch(request);
export { handle as GET, handle as POST };
