import { describe, expect, it } from 'vitest';
import { toggleOldestFirst } from './instalment-types';

describe('choosing instalments oldest first', () => {
  const open = [{ id: 11 }, { id: 12 }, { id: 13 }, { id: 14 }];

  it('ticks every older instalment with the one ticked', () => {
    expect([...toggleOldestFirst(open, new Set(), 13)]).toEqual([11, 12, 13]);
  });

  it('unticks every newer instalment with the one unticked', () => {
    expect([...toggleOldestFirst(open, new Set([11, 12, 13]), 12)]).toEqual([11]);
    expect([...toggleOldestFirst(open, new Set([11]), 11)]).toEqual([]);
  });
});
