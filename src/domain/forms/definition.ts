import { z } from 'zod';
import { emailSchema, phoneSchema } from '../customers/schemas';
import { cairoDay, isCalendarDay } from '../shared/cairo-day';
import { asciiDigits } from '../shared/digits';

/**
 * A stored form's definition (forms.definition): its fields in order, each with a type and its
 * rules. The server validates a submission against it and the page renders from it, so another
 * form is data: a row and its labels in public/locales (forms.{code}.{field}).
 */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'date',
  'integer',
  'phone',
  'email',
  'boolean',
  'select',
] as const;

const fieldSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  type: z.enum(FIELD_TYPES),
  required: z.boolean().default(false),
  /** text, textarea: most characters; integer: largest value. */
  max: z.number().int().positive().optional(),
  /** integer: smallest value. */
  min: z.number().int().optional(),
  /** text: written in letters, at least two of them (a name, a place), not only digits or symbols. */
  letters: z.boolean().optional(),
  /** date: a day after today (Cairo). */
  future: z.boolean().optional(),
  /** date: after the date of this other field. */
  after: z.string().optional(),
  /** select: the values offered (their labels: forms.{code}.{field}_options.{value}). */
  options: z.array(z.string()).optional(),
});
export const definitionSchema = z.object({
  fields: z.array(fieldSchema).min(1),
  /** The phone field the confirmation SMS goes to. */
  confirm_sms_to: z.string().optional(),
  /** The start of the references given (TRP-…). */
  reference_prefix: z
    .string()
    .regex(/^[A-Z]{1,5}$/)
    .default('F'),
});
export type FormField = z.infer<typeof fieldSchema>;
export type FormDefinition = z.infer<typeof definitionSchema>;
export type FormValue = string | number | boolean | null;

/** Text fields without a `max` of their own. */
export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 2000;

interface FieldError {
  key: string;
  params?: Record<string, string>;
}
export interface Checked {
  data: Record<string, FormValue>;
  /** Per field (or unknown parameter): the message key under `errors.` and its parameters. */
  errors: Record<string, FieldError>;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One field's value, or its error. Texts are trimmed; an empty optional field is null. */
function checkField(field: FormField, raw: unknown, today: string): { value: FormValue } | FieldError {
  // A yes-or-no question left unanswered is asked for as a choice, not as text to fill in.
  if (blank(raw)) {
    if (!field.required) return { value: null };
    return { key: field.type === 'boolean' ? 'form_choose_yes_no' : 'form_required' };
  }
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof text !== 'string') return { key: 'form_required' };
      const max = field.max ?? (field.type === 'text' ? TEXT_MAX : TEXTAREA_MAX);
      if (text.length > max) return { key: 'form_too_long', params: { max: String(max) } };
      if (field.letters && (text.match(/\p{L}/gu)?.length ?? 0) < 2) return { key: 'form_letters' };
      return { value: text };
    }
    case 'integer': {
      const n =
        typeof text === 'number'
          ? text
          : typeof text === 'string' && /^\d{1,6}$/.test(asciiDigits(text))
            ? Number(asciiDigits(text))
            : NaN;
      const min = field.min ?? 0;
      const max = field.max ?? 999_999;
      if (!Number.isInteger(n) || n < min || n > max)
        return { key: 'form_number_range', params: { min: String(min), max: String(max) } };
      return { value: n };
    }
    case 'date': {
      if (typeof text !== 'string' || !isCalendarDay(text)) return { key: 'form_invalid_date' };
      if (field.future && text <= today) return { key: 'form_date_future' };
      return { value: text };
    }
    case 'phone':
    case 'email': {
      const parsed = (field.type === 'phone' ? phoneSchema : emailSchema).safeParse(text);
      return parsed.success
        ? { value: parsed.data }
        : { key: parsed.error.issues[0]?.message ?? 'form_required' };
    }
    case 'boolean':
      if (text === true || text === 'true' || text === '1') return { value: true };
      if (text === false || text === 'false' || text === '0') return { value: false };
      return { key: 'form_invalid_boolean' };
    case 'select':
      return typeof text === 'string' && (field.options ?? []).includes(text)
        ? { value: text }
        : { key: 'form_invalid_choice' };
  }
}

/**
 * Checks parameters against a definition: every field by its rules, then the rules between fields
 * (a date after another), and no parameter the form does not have.
 */
export function checkSubmission(
  definition: FormDefinition,
  parameters: Record<string, unknown>,
  now: Date,
): Checked {
  const today = cairoDay(now);
  const data: Record<string, FormValue> = {};
  const errors: Record<string, FieldError> = {};
  for (const field of definition.fields) {
    const result = checkField(field, parameters[field.name], today);
    if ('key' in result) errors[field.name] = result;
    else data[field.name] = result.value;
  }
  for (const field of definition.fields) {
    const value = data[field.name];
    const before = field.after ? data[field.after] : undefined;
    if (field.after && typeof value === 'string' && typeof before === 'string' && value <= before) {
      errors[field.name] = { key: 'form_date_after', params: { after: field.after } };
    }
  }
  const known = new Set(definition.fields.map((f) => f.name));
  for (const name of Object.keys(parameters)) {
    if (!known.has(name)) errors[name] = { key: 'form_unknown_field' };
  }
  // In the form's order (the first is the one an answer names), then parameters it does not have.
  const order = [...known, ...Object.keys(parameters)];
  const sorted = Object.fromEntries(order.filter((n) => errors[n]).map((n) => [n, errors[n]!]));
  return { data, errors: sorted };
}
