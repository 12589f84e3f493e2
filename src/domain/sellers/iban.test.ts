import { describe, expect, it } from 'vitest';
import { compactIban, ibanProblem, ibanRemainder } from './iban';

// The example Egyptian IBAN of the SWIFT IBAN registry, and others built from it.
const REGISTRY_EXAMPLE = 'EG380019000500000000263180002';

describe('Egyptian IBAN', () => {
  it('accepts the registry example, with spaces and in lower case', () => {
    expect(ibanProblem(REGISTRY_EXAMPLE)).toBeNull();
    expect(ibanProblem('eg38 0019 0005 0000 0000 2631 8000 2')).toBeNull();
    expect(compactIban(' eg38 0019 ')).toBe('EG380019');
    expect(ibanProblem('EG٣٨ ٠٠١٩ ٠٠٠٥ ٠٠٠٠ ٠٠٠٠ ٢٦٣١ ٨٠٠٠ ٢')).toBeNull();
  });

  it('refuses a wrong check digit and a swapped pair of digits', () => {
    expect(ibanProblem('EG390019000500000000263180002')).toBe('iban_check');
    expect(ibanProblem('EG380019000500000000263180020')).toBe('iban_check');
  });

  it('refuses another country, a wrong length and letters in the account', () => {
    expect(ibanProblem('GB82WEST12345698765432')).toBe('iban_format');
    expect(ibanProblem('EG38001900050000000026318000')).toBe('iban_format');
    expect(ibanProblem('EG3800190005000000002631800021')).toBe('iban_format');
    expect(ibanProblem('EG38001900050000000026318000A')).toBe('iban_format');
  });

  it('computes MOD 97-10 as ISO 7064 does', () => {
    // The worked example of ISO 13616: GB82 WEST 1234 5698 7654 32.
    expect(ibanRemainder('GB82WEST12345698765432')).toBe(1);
  });
});
