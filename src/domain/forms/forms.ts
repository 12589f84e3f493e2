import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formSubmissions, forms } from '@/db/schema';
import { getT } from '@/i18n/translate';
import { messageSender } from '../notifications/senders';
import type { Ctx } from '../shared/ctx';
import { nowOf } from '../shared/ctx';
import { AppError } from '../shared/errors';
import { countHit } from '../shared/rate-limit';
import { checkSubmission, definitionSchema, type FormDefinition } from './definition';

/** Submissions of any form per client address and hour: enough for a family, not for a script. */
export const FORM_SUBMISSIONS_PER_IP_PER_HOUR = 10;

const unknownForm = (code: string) =>
  new AppError('invalid', 'form_unknown', { parameter: 'formId', form: code });

/** A form's definition, or 400 `form_unknown` naming the form id (§7: an unknown id is bad input). */
export async function getFormDefinition(ctx: Ctx, code: string): Promise<FormDefinition> {
  if (!/^[a-z][a-z0-9_]{0,39}$/.test(code)) throw unknownForm(code.slice(0, 40));
  const [row] = await ctx.db.select({ definition: forms.definition }).from(forms).where(eq(forms.code, code));
  if (!row) throw unknownForm(code);
  return definitionSchema.parse(row.definition);
}

export interface SubmittedForm {
  reference: string;
}

const newReference = (prefix: string) => `${prefix}-${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * POST forms/{formId} {parameters}: checks the parameters against the form's definition (400
 * naming the first field at fault, with every field's message key), keeps the submission for
 * staff with a reference, and texts the reference to the form's phone field, in one transaction.
 */
export async function submitForm(
  ctx: Ctx,
  code: string,
  body: unknown,
  from: { ip?: string; customerId?: number | null } = {},
): Promise<SubmittedForm> {
  const definition = await getFormDefinition(ctx, code);
  const parameters = (body as { parameters?: unknown } | null)?.parameters;
  if (typeof parameters !== 'object' || parameters === null || Array.isArray(parameters)) {
    throw new AppError('invalid', 'form_parameters', { parameter: 'parameters' });
  }
  const { data, errors } = checkSubmission(definition, parameters as Record<string, unknown>, nowOf(ctx));
  const [first] = Object.entries(errors);
  if (first) {
    const [field, error] = first;
    throw new AppError(
      'invalid',
      error.key,
      { parameter: `parameters.${field}`, ...error.params },
      Object.fromEntries(Object.entries(errors).map(([name, e]) => [name, e.key])),
    );
  }
  if (from.ip) {
    await countHit(ctx, {
      key: `form:${from.ip}`,
      windowMs: 60 * 60_000,
      max: FORM_SUBMISSIONS_PER_IP_PER_HOUR,
      messageKey: 'form_rate_limited',
    });
  }
  return ctx.db.transaction(async (db) => {
    const reference = newReference(definition.reference_prefix);
    await db.insert(formSubmissions).values({
      formCode: code,
      reference,
      data,
      locale: ctx.locale,
      customerId: from.customerId ?? null,
      createdAt: nowOf(ctx),
    });
    const phone = definition.confirm_sms_to ? data[definition.confirm_sms_to] : null;
    if (typeof phone === 'string') {
      const t = getT(ctx.locale);
      const body = t('forms.sms_received', { request: t(`forms.${code}.request`), reference });
      await messageSender().send(db, { channel: 'sms', recipient: phone, body, locale: ctx.locale });
    }
    return { reference };
  });
}
