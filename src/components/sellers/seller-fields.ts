import type { InputHTMLAttributes } from 'react';
import {
  BANK_FIELDS,
  COMPANY_FIELDS,
  LIMITS,
  MERCHANT_FIELDS,
  type SellerFormStep,
} from '@/domain/sellers/schemas';
import { NATIONAL_ID_LENGTH } from '@/domain/credit/national-id';
import { EMAIL_MAX, PHONE_FIELD_MAX } from '@/domain/customers/schemas';
import { EG_IBAN_LENGTH } from '@/domain/sellers/iban';

/** How each field of the seller form is typed in: a select, or an input with these attributes. */
export interface FieldSpec {
  select?: 'trade_category' | 'bank_name';
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'dir' | 'maxLength' | 'autoComplete'
  >;
  /** Has a hint under it (`sellers.form.{name}_hint`). */
  hint?: true;
  /** Shown but not changed here (the proven phone). */
  readOnly?: true;
}

// Room for the spaces and dashes a number is printed with, which the server takes out.
const digits = (maxLength: number) => ({
  inputMode: 'numeric' as const,
  dir: 'ltr',
  maxLength: maxLength * 2,
  autoComplete: 'off',
});

export const FIELD_SPECS: Record<string, FieldSpec> = {
  merchant_name: { input: { maxLength: LIMITS.name, autoComplete: 'name' } },
  store_name: { input: { maxLength: LIMITS.storeName, autoComplete: 'organization' }, hint: true },
  trade_category: { select: 'trade_category' },
  social_link: { input: { type: 'url', dir: 'ltr', maxLength: LIMITS.url, autoComplete: 'url' }, hint: true },
  contact_phone: {
    input: { type: 'tel', dir: 'ltr', maxLength: PHONE_FIELD_MAX },
    readOnly: true,
    hint: true,
  },
  contact_email: { input: { type: 'email', dir: 'ltr', maxLength: EMAIL_MAX, autoComplete: 'email' } },
  company_name: { input: { maxLength: LIMITS.companyName, autoComplete: 'organization' }, hint: true },
  company_owner: { input: { maxLength: LIMITS.name, autoComplete: 'off' } },
  owner_national_id: { input: digits(NATIONAL_ID_LENGTH), hint: true },
  commercial_register_number: { input: digits(LIMITS.registerNumber) },
  tax_card_number: { input: digits(9), hint: true },
  bank_name: { select: 'bank_name' },
  bank_account_name: { input: { maxLength: LIMITS.companyName, autoComplete: 'off' } },
  bank_account_number: { input: digits(LIMITS.account) },
  iban: { input: { dir: 'ltr', maxLength: EG_IBAN_LENGTH + 7, autoComplete: 'off' }, hint: true },
};

export const FIELDS_OF: Record<SellerFormStep, readonly string[]> = {
  merchant: MERCHANT_FIELDS,
  company: COMPANY_FIELDS,
  bank: BANK_FIELDS,
};

export function stepOfField(field: string): SellerFormStep | null {
  if (field.endsWith('_scan')) return 'company';
  return (Object.keys(FIELDS_OF) as SellerFormStep[]).find((s) => FIELDS_OF[s].includes(field)) ?? null;
}
