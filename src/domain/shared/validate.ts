import type { z } from 'zod';
import { AppError } from './errors';

/**
 * A schema's own messages are translation keys; zod's defaults, for a value of the wrong type
 * (an array where an object belongs, say), are English sentences, and stand for invalid_input.
 */
const MESSAGE_KEY = /^[\w.]+$/;

/**
 * An issue's message key. A value none of a union's forms take ("" or a price, say) says what its
 * forms said, not zod's own "Invalid input".
 */
function messageKeyOf(issue: z.core.$ZodIssue): string {
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_union')
    for (const branch of issue.errors.toReversed())
      for (const inner of branch) if (MESSAGE_KEY.test(inner.message)) return inner.message;
  return 'invalid_input';
}

/**
 * The first message key of a failed parse, per field, for forms and API answers. `field` names a
 * value parsed on its own (a phone, a code), else it is "_".
 */
export function fieldErrors(error: z.ZodError, field = '_'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    out[issue.path.join('.') || field] ??= messageKeyOf(issue);
  }
  return out;
}

/**
 * Parses an input with one of the shared schemas, or refuses it with the first field's message
 * key and every field's key (the form shows them where they belong).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error, field);
  throw new AppError('invalid', Object.values(fields)[0] ?? 'invalid_input', {}, fields);
}
