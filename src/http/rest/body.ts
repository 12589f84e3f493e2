import type { Context } from 'hono';
import type { BodyData, ParseBodyOptions } from 'hono/utils/body';
import { AppError, notFound } from '@/domain/shared/errors';

export type Body = Record<string, unknown>;

/** The request body as JSON, or a 400 with a clear message. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('invalid', 'invalid_json');
  }
}

/**
 * A multipart (or URL-encoded) form body, or a 400 with a clear message when it cannot be read:
 * no boundary, a part cut short, a part without a name.
 */
export async function readForm<O extends Partial<ParseBodyOptions>>(c: Context, options?: O) {
  try {
    return await c.req.parseBody<O, BodyData<O>>(options);
  } catch {
    throw new AppError('invalid', 'invalid_form');
  }
}

/** A JSON object body; an empty (`null`) body is `{}`, anything but an object is refused. */
export async function bodyOf(c: Context): Promise<Body> {
  const body = (await readJson(c)) ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('invalid', 'invalid_json');
  return body as Body;
}

/** The largest id a row can have (PostgreSQL's integer). */
export const ID_MAX = 2_147_483_647;

/** A positive integer id from the path; anything else is "not found" with the caller's message. */
export function idParam(raw: string | undefined, messageKey: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > ID_MAX) throw notFound(messageKey);
  return id;
}
