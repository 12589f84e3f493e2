import { describe, expect, it } from 'vitest';
import { actionsFrom } from './decisions';

describe('actionsFrom', () => {
  it('keeps each decision in its place when "start the review" is no longer offered', () => {
    const submitted = actionsFrom('submitted');
    expect(submitted.at(-1)).toBe('review');
    expect(actionsFrom('under_review')).toEqual(submitted.slice(0, -1));
  });
});
