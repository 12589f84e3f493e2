import type { z } from 'zod';
import { AppError } from './errors';

/** The first message key of a failed parse, per field, for forms and API answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    out[issue.path.join('.') || '_'] ??= issue.message;
  }
  return out;
}

/**
 * Parses an input with one of the shared schemas, or refuses it with the first field's message
 * key and every field's key (the form shows them where they belong).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new AppError('invalid', Object.values(fields)[0] ?? 'invalid_input', {}, fields);
}
