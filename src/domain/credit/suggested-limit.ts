import { SUGGESTED_LIMIT, type JobSector, type SuggestedLimitRules } from './settings';

/** The limit suggested for a monthly salary (piastres) in a sector, in piastres. */
export function suggestedLimit(
  monthlySalary: number,
  sector: JobSector,
  rules: SuggestedLimitRules = SUGGESTED_LIMIT,
): number {
  const raw = Math.max(0, monthlySalary) * rules.multipliers[sector];
  return Math.min(rules.cap, Math.floor(raw / rules.roundTo) * rules.roundTo);
}
