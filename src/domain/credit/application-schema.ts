import { z } from 'zod';
import { ARABIC_NAME, ENGLISH_NAME, NAME_MAX, phoneSchema } from '../customers/schemas';
import { asciiDigits, plainAmount } from '../shared/digits';
import { readNationalIdOn } from './national-id';
import { JOB_SECTORS, SALARY_EGP } from './settings';

/**
 * The credit-limit application form (§3), step by step, shared by the form and the server. Each
 * message is a key under `errors.`; the age rule needs today's date and is checked by the domain.
 */
export const NAME_PARTS = ['first_name', 'father_name', 'grandfather_name', 'family_name'] as const;
/** The fields of each step that saves to the draft, in the form's order. */
export const PERSONAL_FIELDS = [...NAME_PARTS, 'national_id', 'other_mobile', 'other_address'] as const;
export const WORK_FIELDS = ['job_title', 'job_sector', 'salary', 'job_address'] as const;
export const TEXT_MAX = 200;
export const JOB_TITLE_MAX = 60;

const namePart = z
  .string({ error: 'full_name_part' })
  .trim()
  .min(2, { error: 'full_name_part' })
  .max(NAME_MAX, { error: 'full_name_part' })
  .refine((v) => ARABIC_NAME.test(v) || ENGLISH_NAME.test(v), { error: 'full_name_part' });

const text = (key: string, max = TEXT_MAX) =>
  z
    .string({ error: key })
    .trim()
    .min(5, { error: key })
    .max(max, { error: key })
    // letters of either language, digits, spaces and the punctuation of an address
    .regex(/^[\p{L}\p{N} ,.\-/#()'،]+$/u, { error: key });

export const nationalIdSchema = z
  .string({ error: 'national_id_format' })
  .trim()
  .overwrite(asciiDigits)
  .transform((v, ctx) => {
    // Today's date (the form's and the server's): an ID whose date of birth is still to come is
    // not valid, for a seller's owner as for a card. The card's age rule is judged on the ctx clock.
    const facts = readNationalIdOn(v, new Date());
    if (typeof facts === 'string') {
      ctx.addIssue({ code: 'custom', message: facts });
      return z.NEVER;
    }
    return v;
  });

export const personalStepSchema = z
  .object({
    first_name: namePart,
    father_name: namePart,
    grandfather_name: namePart,
    family_name: namePart,
    national_id: nationalIdSchema,
    other_mobile: phoneSchema,
    other_address: text('other_address'),
  })
  .superRefine((v, ctx) => {
    const parts = NAME_PARTS.map((p) => v[p]);
    const scripts = new Set(parts.map((p) => (ARABIC_NAME.test(p) ? 'ar' : 'en')));
    if (scripts.size > 1)
      ctx.addIssue({ code: 'custom', message: 'full_name_script', path: ['family_name'] });
  });

export const workStepSchema = z.object({
  job_title: z
    .string({ error: 'job_title' })
    .trim()
    .min(2, { error: 'job_title' })
    .max(JOB_TITLE_MAX, { error: 'job_title' })
    .regex(/^[\p{L}\p{N} ,.\-/&()]+$/u, { error: 'job_title' }),
  job_sector: z.enum(JOB_SECTORS, { error: 'job_sector' }),
  salary: z.preprocess(
    plainAmount,
    z.coerce
      .number({ error: 'salary_range' })
      .int({ error: 'salary_range' })
      .min(SALARY_EGP.min, { error: 'salary_range' })
      .max(SALARY_EGP.max, { error: 'salary_range' }),
  ),
  job_address: text('job_address'),
});

export type PersonalStep = z.output<typeof personalStepSchema>;
export type WorkStep = z.output<typeof workStepSchema>;
export const APPLICATION_STEPS = ['personal', 'work', 'documents', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
