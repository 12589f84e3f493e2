import { z } from 'zod';
import type { Operation } from '../rest/openapi-operations';

/** /graphql (src/http/graphql/app.ts), for the OpenAPI document. */
const graphqlRequest = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).optional(),
  operationName: z.string().optional(),
});

export const GRAPHQL_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/graphql',
    summary:
      'GraphQL (blogPosts, blogCategories) with query, variables and operationName in the query string',
    tag: 'blog',
    query: { query: 'the GraphQL document', variables: 'JSON', operationName: 'the operation to run' },
  },
  {
    method: 'post',
    path: '/graphql',
    summary: 'GraphQL (blogPosts, blogCategories): §7 blogCategories, and blogPosts 4 a page, newest first',
    tag: 'blog',
    body: graphqlRequest,
  },
];
