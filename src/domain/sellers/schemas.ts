import { z } from 'zod';
import { nationalIdSchema } from '../credit/application-schema';
import { ageOn, cairoDate, readNationalId } from '../credit/national-id';
import { emailSchema, phoneSchema } from '../customers/schemas';
import { asciiDigits } from '../shared/digits';
import { compactIban, EG_IBAN_LENGTH, ibanProblem } from './iban';

/**
 * The seller application (§3 seller form fields, §5 rules), step by step, shared by the form and
 * the server. Each message is a key under `errors.`.
 */
export const SELLER_STEPS = ['merchant', 'company', 'bank', 'review'] as const;
export type SellerStep = (typeof SELLER_STEPS)[number];
export type SellerFormStep = Exclude<SellerStep, 'review'>;

export const MERCHANT_FIELDS = [
  'merchant_name',
  'store_name',
  'trade_category',
  'social_link',
  'contact_phone',
  'contact_email',
] as const;
export const COMPANY_FIELDS = [
  'company_name',
  'company_owner',
  'owner_national_id',
  'commercial_register_number',
  'tax_card_number',
] as const;
/** Statuses in which the applicant may still change the answers (and send them again). */
export const EDITABLE_STATUSES: readonly string[] = ['draft', 'info_needed'];

/** The scans the company step asks for (§5 images). */
export const SELLER_DOCUMENT_KINDS = ['commercial_register_scan', 'tax_card_scan'] as const;
export type SellerDocumentKind = (typeof SELLER_DOCUMENT_KINDS)[number];
export const BANK_FIELDS = ['bank_name', 'bank_account_name', 'bank_account_number', 'iban'] as const;
export const STEP_FIELDS = { merchant: MERCHANT_FIELDS, company: COMPANY_FIELDS, bank: BANK_FIELDS } as const;

/** Egyptian banks a payout can go to; names are translated under `sellers.banks.`. */
export const EGYPTIAN_BANKS = [
  'nbe',
  'banque_misr',
  'cib',
  'qnb',
  'banque_du_caire',
  'aaib',
  'alexbank',
  'hsbc',
  'faisal',
  'adib',
  'emirates_nbd',
  'credit_agricole',
  'arab_bank',
  'housing_development',
  'suez_canal',
  'agricultural',
] as const;

export const LIMITS = {
  name: 60,
  storeName: 40,
  companyName: 100,
  url: 200,
  registerNumber: 15,
  account: 25,
};

/**
 * A person's name as an ID card or a bank writes it: Arabic letters with their marks (محمّد) or
 * English letters, with spaces, hyphens and apostrophes (عبد-الرحمن, O'Neil); one script a name.
 */
const ARABIC_PERSON = /^(?:[\u0621-\u063A\u0641-\u064A '’-]|[\u064B-\u0652\u0670])+$/;
const ENGLISH_PERSON = /^[A-Za-z '’-]+$/;
/** A seller's company is owned by someone of full legal age: 21 in Egypt. */
export const OWNER_MIN_AGE = 21;
/** §5: Arabic or English letters, numbers, spaces, dashes, underscores. */
export const COMPANY_NAME = /^[A-Za-z\u0621-\u063A\u0641-\u064A0-9\u0660-\u0669\u06F0-\u06F9 _-]+$/;
/** A name is words: digits, dashes and underscores alone ("__", "123") name nothing. */
const HAS_LETTER = /[A-Za-z\u0621-\u063A\u0641-\u064A]/;

/** A company's name (§5): Arabic or English letters, numbers, spaces, dashes and underscores. */
const companyName = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .min(2, { error: key })
    .max(LIMITS.companyName, { error: key })
    .regex(COMPANY_NAME, { error: key })
    .regex(HAS_LETTER, { error: key });

const letters = (key: string, max = LIMITS.name) =>
  z
    .string({ error: key })
    .trim()
    .min(2, { error: key })
    .max(max, { error: key })
    .refine((v) => (ARABIC_PERSON.test(v) || ENGLISH_PERSON.test(v)) && HAS_LETTER.test(v), { error: key });

/**
 * A number of `min` to `max` digits (Arabic-Indic ones read as digits), kept without the spaces
 * and dashes it is printed with (a tax card's 123-456-789). Left empty or of the wrong length it is
 * refused under `key`, which names the field and its length; anything but digits under 'numbers_only'.
 */
const digits = (key: string, min: number, max: number) =>
  z
    .string({ error: key })
    .trim()
    .overwrite((v) => asciiDigits(v).replace(/[\s-]/g, ''))
    .min(1, { error: key, abort: true })
    .regex(/^\d+$/, { error: 'numbers_only' })
    .min(min, { error: key })
    .max(max, { error: key })
    // No register, card or account is numbered 0.
    .regex(/[1-9]/, { error: key });

/**
 * An http(s) address with a host that has a dot (a shop's page or profile). Typed without its
 * scheme (facebook.com/mystore), as most people write one, it is taken as https.
 */
export const urlSchema = z
  .string({ error: 'url_error' })
  .trim()
  .overwrite((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .max(LIMITS.url, { error: 'url_error' })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
      } catch {
        return false;
      }
    },
    { error: 'url_error' },
  );

export const merchantStepSchema = z.object({
  merchant_name: letters('merchant_name'),
  store_name: z
    .string({ error: 'store_name' })
    .trim()
    .min(2, { error: 'store_name' })
    .max(LIMITS.storeName, { error: 'store_name' })
    .regex(COMPANY_NAME, { error: 'store_name' })
    .regex(HAS_LETTER, { error: 'store_name' }),
  trade_category: z.string({ error: 'trade_category' }).trim().min(1, { error: 'trade_category' }),
  social_link: urlSchema,
  contact_phone: phoneSchema,
  contact_email: emailSchema,
});

export const companyStepSchema = z.object({
  company_name: companyName('company_name'),
  company_owner: letters('company_owner'),
  // Today's date, the form's and the server's, as nationalIdSchema judges the date of birth.
  owner_national_id: nationalIdSchema.refine((id) => ownerOfAge(id, new Date()), {
    error: 'owner_national_id_age',
  }),
  commercial_register_number: digits('commercial_register_number', 1, LIMITS.registerNumber),
  tax_card_number: digits('tax_card_number', 9, 9),
});

/** Whether the owner of this (valid) national ID is OWNER_MIN_AGE or older on `now`. */
function ownerOfAge(id: string, now: Date): boolean {
  const facts = readNationalId(id);
  return typeof facts !== 'string' && ageOn(facts.birthDate, cairoDate(now)) >= OWNER_MIN_AGE;
}

export const bankStepSchema = z.object({
  bank_name: z.enum(EGYPTIAN_BANKS, { error: 'bank_name' }),
  // The account is in the company's name, which may hold digits ("Raya 2000"): the company-name rule.
  bank_account_name: companyName('bank_account_name'),
  bank_account_number: digits('bank_account_number', 6, LIMITS.account),
  iban: z
    .string({ error: 'iban_format' })
    .max(EG_IBAN_LENGTH + 10, { error: 'iban_format' })
    .transform((v, ctx) => {
      const problem = ibanProblem(v);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return compactIban(v);
    }),
});

export const STEP_SCHEMAS = {
  merchant: merchantStepSchema,
  company: companyStepSchema,
  bank: bankStepSchema,
} as const;

/** What staff may decide on a sent application, and the longest reason told to the applicant. */
export const SELLER_DECISIONS = ['approve', 'reject', 'info'] as const;
export type SellerDecision = (typeof SELLER_DECISIONS)[number];
export const REASON_MAX = 500;
