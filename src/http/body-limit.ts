import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '@/domain/shared/errors';
import type { AppEnv } from './request-context';
import { localeFromHeaders } from './request-locale';
import { errorBody, STATUS_OF_KIND } from './rest/errors';

/** Every request body unless its route says otherwise: JSON and form posts. */
export const DEFAULT_BODY_MAX_BYTES = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  new AppError('too_large', 'body_too_large', {
    mb: String(Math.round((maxBytes / (1024 * 1024)) * 10) / 10),
  });

/**
 * A request whose body is at most `maxBytes`, or an AppError('too_large'). A declared
 * Content-Length over the limit is refused before a byte is read (Node's HTTP parser never
 * delivers more than a request declares); a body without one (chunked) is counted as it streams
 * in and refused as soon as it passes the limit, so at most `maxBytes` is ever held.
 */
export async function limitedRequest(
  request: Request,
  maxBytes: number,
  refusal: () => AppError = () => tooLarge(maxBytes),
): Promise<Request> {
  // Headers first: on @hono/node-server, touching `body` turns the light request into a full one.
  const declared = request.headers.get('content-length');
  if (declared !== null && !request.headers.has('transfer-encoding')) {
    if (Number(declared) > maxBytes) throw refusal();
    return request;
  }
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refusal();
    }
    chunks.push(value);
  }
  return new Request(request, { body: Buffer.concat(chunks, size) });
}

/**
 * Hono middleware: the route's body limit. The first one a request meets decides, so an upload
 * route registers its own (larger) limit before the app-wide default; an error is answered 413
 * in the request's language by the app's error handler. A route whose body is one file and a few
 * fields names the file's own limit (`refusal`), which is what the shopper can act on.
 */
export function bodyLimit(
  limit: number | ((c: Context<AppEnv>) => number),
  refusal?: () => AppError,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('bodyLimit') === undefined) {
      const maxBytes = typeof limit === 'number' ? limit : limit(c);
      c.set('bodyLimit', maxBytes);
      c.req.raw = await limitedRequest(c.req.raw, maxBytes, refusal);
    }
    await next();
  };
}

/** For route handlers outside Hono (next-auth): the request within the limit, or the 413 answer. */
export async function limitedOrRefused(request: Request, maxBytes: number): Promise<Request | Response> {
  try {
    return await limitedRequest(request, maxBytes);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const body = errorBody(localeFromHeaders(request.headers), err.messageKey, err.params);
    return Response.json(body, { status: STATUS_OF_KIND[err.kind] });
  }
}
