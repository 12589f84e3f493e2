import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest, longest first (seconds of a CI run, 2026-11-27: 136, 100,
 * 75, 72, 63, 51, 37, 32, 30). A clean clone has no timings of earlier runs, so vitest would start
 * files by size, and a long file that starts last leaves the other workers idle until it ends.
 */
const LONGEST = [
  'accessibility',
  'checkout',
  'accounts',
  'shell',
  'card-checkout',
  'admin',
  'credit-apply',
  'admin-categories',
  'links',
];

const rank = (spec: TestSpecification) => {
  if (spec.project.name !== 'e2e') return LONGEST.length;
  const at = LONGEST.indexOf(path.basename(spec.moduleId, '.test.ts'));
  return at < 0 ? LONGEST.length : at;
};

/** Vitest's order (failed first, then by earlier durations or size), with the browser files above first. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
