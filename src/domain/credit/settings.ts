/**
 * The card's constants (§9) and the rules staff may tune, in one place. Money is in piastres.
 */
export const CARD = {
  /** Deducted from the first instalment. */
  issuingFee: 100_00,
  validityYears: 3,
  minimumAge: 21,
  decisionDays: 2,
  /** Working days to deliver the card. */
  deliveryDays: { greaterCairo: 2, elsewhere: 4 },
  supportLine: '19910',
} as const;

export const JOB_SECTORS = [
  'government',
  'public_sector',
  'private_sector',
  'business_owner',
  'professional',
  'retired',
] as const;
export type JobSector = (typeof JOB_SECTORS)[number];

/**
 * The limit the store suggests to whoever decides: the monthly salary times the sector's multiplier,
 * rounded down to a thousand pounds, at most the cap. A steadier income earns a higher multiple.
 */
export interface SuggestedLimitRules {
  multipliers: Record<JobSector, number>;
  cap: number;
  roundTo: number;
}
export const SUGGESTED_LIMIT: SuggestedLimitRules = {
  multipliers: {
    government: 8,
    public_sector: 7,
    private_sector: 6,
    professional: 6,
    business_owner: 5,
    retired: 4,
  },
  cap: 150_000_00,
  roundTo: 1_000_00,
};

/** Salaries the form accepts, in EGP a month. */
export const SALARY_EGP = { min: 1_000, max: 10_000_000 } as const;

export const PIN_MAX_ATTEMPTS = 5;

/** Proofs of income a shopper may upload (a payslip of several pages, a bank statement). */
export const MAX_INCOME_DOCUMENTS = 5;
