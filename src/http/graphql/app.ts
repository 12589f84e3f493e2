import { Hono } from 'hono';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Ctx } from '@/domain/shared/ctx';
import { AppError } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { isLocale } from '@/i18n/locales';
import { apiHeaders } from '../api-headers';
import { bodyLimit } from '../body-limit';
import { logger } from '../logger';
import { requestContext, type AppEnv } from '../request-context';
import { localeFromHeaders } from '../request-locale';
import { STATUS_OF_KIND } from '../rest/errors';
import { blogQueryLimits } from './limits';
import { resolvers, type GraphqlContext } from './resolvers';
import { typeDefs } from './schema';

/** A query is text: 64 KB is far more than the blog's largest, and keeps parsing cheap. */
const GRAPHQL_BODY_MAX_BYTES = 64 * 1024;

/**
 * The request's language: Magento GraphQL's `Store` header (ar or en), else the lang cookie, else
 * Accept-Language, else ar, as the REST calls without a locale segment.
 */
export function graphqlLocale(headers: Headers) {
  const store = headers.get('store')?.trim().toLowerCase();
  return isLocale(store) ? store : localeFromHeaders(headers);
}

const yoga = createYoga<{ ctx: Ctx }, GraphqlContext>({
  schema: createSchema({ typeDefs, resolvers }),
  graphqlEndpoint: '/graphql',
  // No GraphiQL page and no batching: a plain API for the storefront and its clients.
  graphiql: false,
  landingPage: false,
  batching: false,
  plugins: [blogQueryLimits()],
  logging: false,
  // Errors are said in the caller's language, so a cached validation of one language must not answer another.
  parserAndValidationCache: false,
});

/** POST /graphql (and GET for simple reads): the blog. Mounted by Next at src/app/graphql/route.ts. */
export function createGraphqlApp() {
  const app = new Hono<AppEnv>();
  app.use('*', apiHeaders);
  app.use(
    '*',
    requestContext((c) => graphqlLocale(c.req.raw.headers)),
  );
  app.use('*', bodyLimit(GRAPHQL_BODY_MAX_BYTES));
  app.on(['GET', 'POST'], '/graphql', (c) => yoga.handleRequest(c.req.raw, { ctx: c.get('ctx') }));
  app.onError((err, c) => {
    const locale = c.get('ctx')?.locale ?? 'ar';
    if (err instanceof AppError) {
      const message = getT(locale)(`errors.${err.messageKey}`, err.params);
      return c.json(
        { errors: [{ message, extensions: { code: err.kind.toUpperCase() } }] },
        STATUS_OF_KIND[err.kind],
      );
    }
    logger.error({ err }, 'unhandled graphql error');
    return c.json({ errors: [{ message: getT(locale)('errors.internal') }] }, 500);
  });
  return app;
}

export const graphqlApp = createGraphqlApp();
