import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { getT } from '@/i18n/translate';
import type { GraphqlContext } from './resolvers';

/** The blog page's deepest query is 4 (blogPost → related_posts → categories → title). */
export const MAX_DEPTH = 6;
export const MAX_ALIASES = 15;
/**
 * graphql-armor's cost: 2 per object and 1 per scalar field, times 1.5 per level of depth. A page
 * of posts with every field and their categories costs 43, a post with its related posts 38; three
 * levels of related posts with every field cost 148. The cost does not grow with pageSize, which
 * the domain caps at 50 instead.
 */
export const MAX_COST = 100;

type TFn = ReturnType<typeof getT>;

/** graphql's own validation messages a client meets most, in the request's language. */
const CORE_MESSAGES: [RegExp, (t: TFn, m: RegExpExecArray) => string][] = [
  [
    /^Cannot query field "([^"]+)" on type "([^"]+)"/,
    (t, m) => t('blog.errors.unknown_field', { field: m[1], type: m[2] }),
  ],
  [
    /^Unknown argument "([^"]+)" on field "([^"]+)"/,
    (t, m) => t('blog.errors.unknown_argument', { argument: m[1], field: m[2] }),
  ],
  [/^Syntax Error: (.*)$/, (t, m) => t('blog.errors.syntax', { detail: m[1] })],
];

const translate = (t: TFn, error: GraphQLError): GraphQLError => {
  if (error.extensions.code) return error;
  for (const [pattern, message] of CORE_MESSAGES) {
    const m = pattern.exec(error.message);
    if (m) {
      return createGraphQLError(message(t, m), {
        nodes: error.nodes,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }
  }
  return createGraphQLError(t('blog.errors.invalid_query', { detail: error.message }), {
    nodes: error.nodes,
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
};

/** The status yoga gave a request it could not read (400, 405, 415, ...). */
const httpStatus = (error: GraphQLError): number =>
  (error.extensions.http as { status?: number } | undefined)?.status ?? 400;

/** An armor rule's refusal reported as our own error: a message in the request's language and a code. */
const report = (message: string, code: string) => [
  (ctx: ValidationContext | null) => ctx?.reportError(createGraphQLError(message, { extensions: { code } })),
];

/**
 * Depth, aliases and cost checked before anything runs (graphql-armor's validation rules), and
 * every validation or syntax error said in the request's language.
 */
export function blogQueryLimits(): Plugin<GraphqlContext> {
  return {
    // A request yoga cannot read (no JSON, a batch, no query string) is refused before any of the
    // hooks below, in English and with the parser's own error attached: said in the language too.
    onResultProcess({ result, setResult, serverContext }) {
      if (!('errors' in result) || !result.errors?.length) return;
      const t = getT((serverContext as { ctx?: GraphqlContext['ctx'] }).ctx?.locale ?? 'ar');
      setResult({
        ...result,
        errors: result.errors.map((error) =>
          error.extensions?.code === 'BAD_REQUEST'
            ? createGraphQLError(t('blog.errors.bad_request'), {
                extensions: { code: 'BAD_REQUEST', http: { status: httpStatus(error) } },
              })
            : error,
        ),
      });
    },
    onParse({ context }) {
      const t = getT(context.ctx.locale);
      return ({ result, replaceParseResult }) => {
        if (result instanceof Error && 'locations' in result)
          replaceParseResult(translate(t, result as GraphQLError));
      };
    },
    onValidate({ addValidationRule, context }) {
      const t = getT(context.ctx.locale);
      const off = { propagateOnRejection: false, exposeLimits: true };
      addValidationRule(
        maxDepthRule({
          ...off,
          n: MAX_DEPTH,
          onReject: report(t('blog.errors.too_deep', { max: MAX_DEPTH }), 'QUERY_TOO_DEEP'),
        }),
      );
      addValidationRule(
        maxAliasesRule({
          ...off,
          n: MAX_ALIASES,
          onReject: report(t('blog.errors.too_many_aliases', { max: MAX_ALIASES }), 'TOO_MANY_ALIASES'),
        }),
      );
      addValidationRule(
        costLimitRule({
          ...off,
          maxCost: MAX_COST,
          onReject: report(t('blog.errors.too_costly'), 'QUERY_TOO_COSTLY'),
        }),
      );
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map((e) => translate(t, e)));
      };
    },
  };
}
