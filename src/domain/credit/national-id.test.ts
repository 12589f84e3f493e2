import { describe, expect, it } from 'vitest';
import { companyStepSchema } from '../sellers/schemas';
import { nationalIdAged } from '../../../tests/fixtures/national-ids';
import { ageOn, cairoDate, nationalIdProblem, readNationalId, readNationalIdOn } from './national-id';

// 2 990115 01 2345 6: born 15 January 1999 in Cairo (01)
const VALID = '29901150123456';
const on = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('national ID structure', () => {
  it('reads the birth date and governorate of a valid ID', () => {
    expect(readNationalId(VALID)).toEqual({
      birthDate: { year: 1999, month: 1, day: 15 },
      governorate: '01',
    });
    expect(readNationalId('30001018812345')).toMatchObject({ birthDate: { year: 2000 }, governorate: '88' });
    expect(nationalIdProblem(VALID, on('2026-11-23'))).toBeNull();
  });

  it('refuses each wrong part with its own reason', () => {
    const now = on('2026-11-23');
    expect(nationalIdProblem('2990115012345', now)).toBe('national_id_format'); // 13 digits
    expect(nationalIdProblem('299011501234567', now)).toBe('national_id_format'); // 15 digits
    expect(nationalIdProblem('19901150123456', now)).toBe('national_id_format'); // century 1
    expect(nationalIdProblem('49901150123456', now)).toBe('national_id_format'); // century 4
    expect(nationalIdProblem('2990115012345a', now)).toBe('national_id_format');
    expect(nationalIdProblem('29913150123456', now)).toBe('national_id_date'); // month 13
    expect(nationalIdProblem('29900150123456', now)).toBe('national_id_date'); // month 0
    expect(nationalIdProblem('29902300123456', now)).toBe('national_id_date'); // 30 February
    expect(nationalIdProblem('29901000123456', now)).toBe('national_id_date'); // day 0
    expect(nationalIdProblem('29902290123456', now)).toBe('national_id_date'); // 1999 had no 29 Feb
    expect(nationalIdProblem('39901150123456', now)).toBe('national_id_date'); // born in 2099
    for (const code of ['00', '05', '10', '20', '30', '36', '87', '99'])
      expect(nationalIdProblem(`2990115${code}23456`, now)).toBe('national_id_governorate');
    for (const code of ['01', '04', '11', '19', '21', '29', '31', '35', '88'])
      expect(nationalIdProblem(`2990115${code}23456`, now)).toBeNull();
  });
});

describe('age 21 or more', () => {
  // born 24 November 2005
  const id = '30511240123456';
  it('is refused at 20 years and 364 days, and accepted on the 21st birthday', () => {
    expect(nationalIdProblem(id, on('2026-11-23'))).toBe('national_id_age');
    expect(nationalIdProblem(id, on('2026-11-24'))).toBeNull();
  });

  it('reads an ID typed in Arabic-Indic digits, as the form and the server both do', () => {
    expect(nationalIdProblem(' ٣٠٥١١٢٤٠١٢٣٤٥٦ ', on('2026-11-24'))).toBeNull();
    expect(nationalIdProblem('٣٠٥١١٢٤٠١٢٣٤٥٦', on('2026-11-23'))).toBe('national_id_age');
  });

  it('counts the day in Cairo, not in UTC', () => {
    // 23 November 22:30 UTC is already 24 November in Cairo (UTC+2)
    expect(nationalIdProblem(id, new Date('2026-11-23T22:30:00Z'))).toBeNull();
    expect(nationalIdProblem(id, new Date('2026-11-23T21:30:00Z'))).toBe('national_id_age');
  });

  it('gives someone born on 29 February a birthday on 1 March in other years, and on the day in leap years', () => {
    const leap = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(ageOn(leap, { year: 2025, month: 3, day: 1 })).toBe(21);
    expect(ageOn(leap, { year: 2028, month: 2, day: 28 })).toBe(23);
    expect(ageOn(leap, { year: 2028, month: 2, day: 29 })).toBe(24);
    expect(nationalIdProblem('30402290123456', on('2025-02-28'))).toBe('national_id_age');
    expect(nationalIdProblem('30402290123456', on('2025-03-01'))).toBeNull();
  });
});

describe('a date of birth still to come', () => {
  const today = new Date('2026-11-30T10:00:00Z');
  it('is not a valid ID, for a card or a seller', () => {
    expect(readNationalIdOn('32912310100015', today)).toBe('national_id_date');
    expect(readNationalIdOn('32612010100015', today)).toBe('national_id_date');
    expect(readNationalIdOn('32611300100015', today)).toMatchObject({
      birthDate: { year: 2026, month: 11, day: 30 },
    });
    expect(nationalIdProblem('32912310100015', today)).toBe('national_id_date');
  });
  it("refuses it in the seller's company step, as the form and the server read it", () => {
    // The schema reads the real clock: a birth three years from now, whatever the day.
    const result = companyStepSchema.safeParse({ owner_national_id: nationalIdAged(-3) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === 'owner_national_id')?.message).toBe(
      'national_id_date',
    );
  });
});

describe("the tests' IDs built from the clock (tests/fixtures/national-ids.ts)", () => {
  it('are of the age asked on any day, a 29 February and a Cairo New Year included', () => {
    for (const at of ['2027-01-01T12:00:00Z', '2028-02-29T12:00:00Z', '2026-12-31T22:30:00Z']) {
      const now = new Date(at);
      for (const years of [11, 18, 20, 21, 40]) {
        const facts = readNationalIdOn(nationalIdAged(years, now), now);
        expect(typeof facts === 'string' ? facts : ageOn(facts.birthDate, cairoDate(now)), at).toBe(years);
      }
      expect(readNationalIdOn(nationalIdAged(-3, now), now), at).toBe('national_id_date');
    }
  });
});
