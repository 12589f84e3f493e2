import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import { addCompareId, buildSpecRows, MAX_COMPARE_ITEMS, parseCompareIds, valuesDiffer } from './compare';

describe('parseCompareIds', () => {
  it('reads 1 to 4 ids, dropping duplicates and keeping order', () => {
    expect(parseCompareIds('3,1,2')).toEqual([3, 1, 2]);
    expect(parseCompareIds(' 7 , 7,8 ')).toEqual([7, 8]);
  });

  it.each([undefined, '', 'abc', '1,x', '0', '-1', '1.5', '1,2,3,4,5', '99999999999'])(
    'rejects %j with a 400 naming the ids parameter',
    (raw) => {
      try {
        parseCompareIds(raw);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({
          kind: 'invalid',
          messageKey: 'invalid_id_list',
          params: { parameter: 'ids' },
        });
      }
    },
  );
});

describe('addCompareId', () => {
  it('adds up to four products, then refuses a fifth', () => {
    let ids: number[] = [];
    for (let id = 1; id <= MAX_COMPARE_ITEMS; id++) {
      const r = addCompareId(ids, id);
      expect(r.result).toBe('added');
      ids = r.ids;
    }
    expect(addCompareId(ids, 5)).toEqual({ ids: [1, 2, 3, 4], result: 'full' });
  });
  it('does not add the same product twice', () => {
    expect(addCompareId([1, 2], 2)).toEqual({ ids: [1, 2], result: 'already' });
  });
});

describe('buildSpecRows', () => {
  const tv = [
    { label: 'Brand', value: 'LG' },
    { label: 'Screen size', value: '55 inch' },
    { label: 'Color', value: 'Black' },
  ];
  const other = [
    { label: 'Brand', value: 'Samsung' },
    { label: 'Screen size', value: '55  Inch' },
    { label: 'Refresh rate', value: '120 Hz' },
  ];

  it('takes the union of labels in first-seen order, with a value per product', () => {
    const rows = buildSpecRows([tv, other]);
    expect(rows.map((r) => r.label)).toEqual(['Brand', 'Screen size', 'Color', 'Refresh rate']);
    expect(rows[2]).toEqual({ label: 'Color', values: ['Black', null], differs: true });
    expect(rows[3]?.values).toEqual([null, '120 Hz']);
  });

  it('flags only the rows whose values differ (ignoring case and spacing)', () => {
    const rows = buildSpecRows([tv, other]);
    expect(rows.find((r) => r.label === 'Brand')?.differs).toBe(true);
    expect(rows.find((r) => r.label === 'Screen size')?.differs).toBe(false);
  });

  it('leaves out rows the page already shows', () => {
    expect(buildSpecRows([tv, other], ['brand']).map((r) => r.label)).not.toContain('Brand');
  });

  it('has nothing to differ with a single product', () => {
    expect(buildSpecRows([tv]).every((r) => !r.differs)).toBe(true);
    expect(valuesDiffer(['a'])).toBe(false);
  });
});
