import { describe, expect, it } from 'vitest';
import { formatDate } from '@/i18n/format';
import {
  addBusinessDays,
  cairoDate,
  deliveryWindow,
  estimateDelivery,
  GOVERNORATES,
  isGovernorate,
} from './delivery';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('governorates', () => {
  it("lists Egypt's 27 governorates once each", () => {
    expect(GOVERNORATES).toHaveLength(27);
    expect(new Set(GOVERNORATES).size).toBe(27);
    expect(isGovernorate('aswan')).toBe(true);
    expect(isGovernorate('atlantis')).toBe(false);
  });
});

describe('deliveryWindow', () => {
  it('is 1 to 3 business days in Cairo and Giza', () => {
    expect(deliveryWindow('cairo')).toEqual({ minDays: 1, maxDays: 3 });
    expect(deliveryWindow('giza')).toEqual({ minDays: 1, maxDays: 3 });
  });
  it('is 5 to 7 business days everywhere else', () => {
    for (const g of GOVERNORATES.filter((x) => x !== 'cairo' && x !== 'giza')) {
      expect(deliveryWindow(g)).toEqual({ minDays: 5, maxDays: 7 });
    }
  });
});

describe('addBusinessDays', () => {
  it('skips Friday', () => {
    // 2026-11-19 is a Thursday: the next business day is Saturday the 21st.
    expect(iso(addBusinessDays(day('2026-11-19'), 1))).toBe('2026-11-21');
  });
  it('counts Saturday to Thursday', () => {
    // Sunday the 22nd + 3 = Wednesday the 25th.
    expect(iso(addBusinessDays(day('2026-11-22'), 3))).toBe('2026-11-25');
  });
  it('skips every Friday over a week', () => {
    // Sunday + 7 business days crosses one Friday: the next Monday (30th).
    expect(iso(addBusinessDays(day('2026-11-22'), 7))).toBe('2026-11-30');
  });
  it('starting on a Friday still lands on a working day', () => {
    expect(iso(addBusinessDays(day('2026-11-20'), 1))).toBe('2026-11-21');
  });
});

describe('cairoDate', () => {
  it("uses Cairo's date, not UTC's, late in the evening", () => {
    // 23:30 UTC on the 19th is already the 20th in Cairo (UTC+2).
    expect(iso(cairoDate(new Date('2026-11-19T23:30:00Z')))).toBe('2026-11-20');
  });
});

describe('estimateDelivery', () => {
  const thursdayMorning = new Date('2026-11-19T08:00:00Z');

  it('gives Cairo Saturday to Monday from a Thursday order', () => {
    const e = estimateDelivery('cairo', thursdayMorning);
    expect([iso(e.from), iso(e.to)]).toEqual(['2026-11-21', '2026-11-23']);
    expect(formatDate(e.from, 'en')).toBe('November 21, 2026');
  });

  it('gives Aswan 5 to 7 business days, never on a Friday', () => {
    const e = estimateDelivery('aswan', thursdayMorning);
    expect([e.minDays, e.maxDays]).toEqual([5, 7]);
    expect([iso(e.from), iso(e.to)]).toEqual(['2026-11-25', '2026-11-28']);
    expect(e.from.getUTCDay()).not.toBe(5);
    expect(e.to.getUTCDay()).not.toBe(5);
  });
});
