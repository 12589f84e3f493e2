import type { RateTable } from '@/domain/credit/plans';

/**
 * Sellers with terms of their own (the others offer the store's 6 to 24 months): the store and the
 * air-conditioning dealer go to 36 months, a small dealer stops at 12.
 */
export const SELLER_RATES: Record<string, RateTable> = {
  'aman-store': { 6: 750, 12: 1500, 18: 2250, 24: 3000, 36: 4500 },
  'delta-cool': { 6: 500, 12: 1200, 18: 2000, 24: 2800, 36: 4200 },
  'nile-digital': { 6: 750, 12: 1500 },
};

/** Promotions running around the seed's date: days from it, at one seller or (null) at all. */
export const PROMOTIONS: {
  sellerCode: string | null;
  months: 6 | 12 | 18 | 24 | 36;
  rateBps: number;
  fromDay: number;
  toDay: number;
  title: { ar: string; en: string };
}[] = [
  {
    sellerCode: 'cairo-electronics',
    months: 6,
    rateBps: 0,
    fromDay: -7,
    toDay: 60,
    title: {
      ar: 'بدون فوائد على 6 أشهر من القاهرة للإلكترونيات',
      en: '0% over 6 months at Cairo Electronics',
    },
  },
  {
    sellerCode: null,
    months: 12,
    rateBps: 1000,
    fromDay: -3,
    toDay: 30,
    title: { ar: '10% فقط على 12 شهرًا في كل المتاجر', en: 'Only 10% over 12 months at every seller' },
  },
];
