import { AppError } from '@/domain/shared/errors';

/**
 * Runs a domain call whose refusals name fields as the domain does (firstName), and answers them
 * under the names the client sent (First_name), so that its form shows each message under its own
 * field. Fields without a wire name keep theirs.
 */
export async function withWireFields<T>(names: Record<string, string>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) || err.constructor !== AppError) throw err;
    const fields = Object.entries(err.fieldErrors).map(([field, key]) => [names[field] ?? field, key]);
    throw new AppError(err.kind, err.messageKey, err.params, Object.fromEntries(fields));
  }
}
