import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validate';
import { personalStepSchema, workStepSchema } from './application-schema';

const personal = {
  first_name: 'Ahmed',
  father_name: 'Mohamed',
  grandfather_name: 'Ali',
  family_name: 'Hassan',
  national_id: '29901150123456',
  other_mobile: '01012345678',
  other_address: '12 Tahrir Street, Dokki',
};
const errorsOf = (input: unknown) => {
  const result = personalStepSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the four-part name', () => {
  it('takes four parts, all English or all Arabic, a part may hold a space', () => {
    expect(errorsOf(personal)).toEqual({});
    const arabic = {
      first_name: 'أحمد',
      father_name: 'محمد',
      grandfather_name: 'عبد الله',
      family_name: 'حسن',
    };
    expect(errorsOf({ ...personal, ...arabic })).toEqual({});
  });

  it('refuses a missing or short part, digits, and more than 20 letters', () => {
    expect(errorsOf({ ...personal, grandfather_name: '' })).toEqual({ grandfather_name: 'full_name_part' });
    expect(errorsOf({ ...personal, father_name: 'M' })).toEqual({ father_name: 'full_name_part' });
    expect(errorsOf({ ...personal, family_name: 'Hassan2' })).toEqual({ family_name: 'full_name_part' });
    expect(errorsOf({ ...personal, first_name: 'A'.repeat(21) })).toEqual({ first_name: 'full_name_part' });
    const { family_name: _, ...three } = personal;
    expect(errorsOf(three)).toEqual({ family_name: 'full_name_part' });
  });

  it('refuses Arabic and English mixed across the parts, or within one', () => {
    expect(errorsOf({ ...personal, family_name: 'حسن' })).toEqual({ family_name: 'full_name_script' });
    expect(errorsOf({ ...personal, first_name: 'Ahmed أحمد' })).toEqual({ first_name: 'full_name_part' });
  });
});

describe('the other fields of the personal step', () => {
  it('names the national ID problem, and normalises the other mobile', () => {
    expect(errorsOf({ ...personal, national_id: '29913150123456' })).toEqual({
      national_id: 'national_id_date',
    });
    expect(errorsOf({ ...personal, other_mobile: '0101234' })).toEqual({ other_mobile: 'phone_length' });
    // Typed on an Arabic keyboard, the national ID is the same number.
    expect(personalStepSchema.parse({ ...personal, national_id: '٢٩٩٠١١٥٠١٢٣٤٥٦' }).national_id).toBe(
      '29901150123456',
    );
    expect(personalStepSchema.parse({ ...personal, other_mobile: '+201012345678' }).other_mobile).toBe(
      '01012345678',
    );
    expect(errorsOf({ ...personal, other_address: '<script>' })).toEqual({ other_address: 'other_address' });
  });
});

describe('the work step', () => {
  const work = {
    job_title: 'Accountant',
    job_sector: 'private_sector',
    salary: '12000',
    job_address: 'Smart Village, Giza',
  };
  it('takes a title, a sector of the list, a whole salary in range and an address', () => {
    expect(workStepSchema.parse(work)).toMatchObject({ salary: 12000, job_sector: 'private_sector' });
  });
  it('reads a salary typed with Arabic-Indic digits or thousands separators', () => {
    for (const salary of ['١٢٠٠٠', '١٢٬٠٠٠', '12,000', '۱۲۰۰۰', ' 12 000 '])
      expect(workStepSchema.parse({ ...work, salary }).salary, salary).toBe(12000);
  });
  it('refuses an unknown sector and salaries out of range or with piastres', () => {
    for (const [field, value, key] of [
      ['job_sector', 'army', 'job_sector'],
      ['salary', '999', 'salary_range'],
      ['salary', '12000.5', 'salary_range'],
      ['salary', '١٢٠٠٠٫٥', 'salary_range'],
      ['salary', '', 'salary_range'],
      ['salary', 'lots', 'salary_range'],
      ['job_title', 'x', 'job_title'],
    ] as const) {
      const result = workStepSchema.safeParse({ ...work, [field]: value });
      expect(result.success ? {} : fieldErrors(result.error)).toEqual({ [field]: key });
    }
  });
});
