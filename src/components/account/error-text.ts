import type { TFunction } from 'i18next';
import type { ApiAnswer } from '@/lib/api-client';

/**
 * A message key from a schema or from the server's field_errors, in the user's language: the
 * shared keys (§5, addresses) live under errors., the account page's own under account.errors.
 */
export function errorText(
  t: TFunction,
  key: string | undefined,
  values?: Record<string, unknown>,
): string | undefined {
  if (!key) return undefined;
  return t([`errors.${key}`, `account.errors.${key}`, 'account.errors.invalid'], values);
}

/** The server's message (already in the user's language), else the generic one. */
export function answerMessage(t: TFunction, answer: ApiAnswer<unknown>): string {
  return answer.message ?? t('errors.network_error');
}

/**
 * field_errors renamed to the form's fields. The API may name a field as in its payload
 * (confirm_password) or as in the shared schema (confirmPassword); both are listed.
 */
export function formFieldErrors<F extends string>(
  fieldErrors: Record<string, string>,
  aliases: Record<string, F>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors)) {
    const target = aliases[field];
    if (target) out[target] ??= key;
  }
  return out;
}
