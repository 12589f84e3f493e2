import type { Context } from 'hono';
import { AppError } from '@/domain/shared/errors';

/** The request body as JSON, or a 400 with a clear message. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('invalid', 'invalid_json');
  }
}
