/**
 * The sandbox gateway's test cards, as real gateways publish them: the outcome depends on the
 * number. Every other number that passes the Luhn check is declined.
 */
export const SANDBOX_CARDS = {
  visaSuccess: '4111111111111111',
  mastercardSuccess: '5555555555554444',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;
/** The one-time code the sandbox's 3-D Secure page (and wallet page) accepts. */
export const SANDBOX_OTP = '123456';

export type CardBrand = 'visa' | 'mastercard';
export type CardOutcome = 'success' | 'declined' | 'needs_3ds' | 'wrong_code';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return null;
}

/** Expiry as MM/YY, not in the past (month granularity). */
export function parseExpiry(value: string, now: Date): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return null;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current ? { month, year } : null;
}

export function cardOutcome(digits: string, otp: string | undefined): CardOutcome {
  if (digits === SANDBOX_CARDS.visaSuccess || digits === SANDBOX_CARDS.mastercardSuccess) return 'success';
  if (digits === SANDBOX_CARDS.threeDSecure) {
    if (otp === undefined) return 'needs_3ds';
    return otp === SANDBOX_OTP ? 'success' : 'wrong_code';
  }
  return 'declined';
}
