/**
 * Delivery estimates by governorate (spec §9): 1 to 3 business days in Cairo and Giza, 5 to 7
 * elsewhere. Friday is the Egyptian weekend day, so it is never counted as a delivery day.
 * Pure (no database, no clock of its own), so the product page's client island can use it.
 */
import { cairoDay } from '../shared/cairo-day';

/** Egypt's 27 governorates; their names live in the translation files under delivery.governorates. */
export const GOVERNORATES = [
  'cairo',
  'giza',
  'alexandria',
  'qalyubia',
  'sharqia',
  'dakahlia',
  'gharbia',
  'monufia',
  'beheira',
  'kafr_el_sheikh',
  'damietta',
  'port_said',
  'ismailia',
  'suez',
  'faiyum',
  'beni_suef',
  'minya',
  'asyut',
  'sohag',
  'qena',
  'luxor',
  'aswan',
  'red_sea',
  'new_valley',
  'matrouh',
  'north_sinai',
  'south_sinai',
] as const;
export type Governorate = (typeof GOVERNORATES)[number];

export const DEFAULT_GOVERNORATE: Governorate = 'cairo';

const FAST_LANE = new Set<Governorate>(['cairo', 'giza']);
const FAST_WINDOW = { minDays: 1, maxDays: 3 };
const STANDARD_WINDOW = { minDays: 5, maxDays: 7 };

/** Days of the week (0 = Sunday) nobody delivers on. */
const WEEKEND_DAYS = new Set([5]);
const DAY_MS = 86_400_000;

export function isGovernorate(value: unknown): value is Governorate {
  return typeof value === 'string' && (GOVERNORATES as readonly string[]).includes(value);
}

/** How many business days delivery takes to a governorate. */
export function deliveryWindow(governorate: Governorate): { minDays: number; maxDays: number } {
  return FAST_LANE.has(governorate) ? FAST_WINDOW : STANDARD_WINDOW;
}

/**
 * Today's calendar date in Cairo, as noon UTC of that date. Noon keeps the date the same whatever
 * the viewer's time zone, so dates computed on the server and in the browser agree.
 */
export function cairoDate(now: Date): Date {
  return new Date(`${cairoDay(now)}T12:00:00Z`);
}

/** The date `days` business days after `date` (a calendar date at noon UTC), skipping Fridays. */
export function addBusinessDays(date: Date, days: number): Date {
  let current = date;
  let left = days;
  while (left > 0) {
    current = new Date(current.getTime() + DAY_MS);
    if (!WEEKEND_DAYS.has(current.getUTCDay())) left--;
  }
  return current;
}

export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
  /** Earliest and latest expected delivery dates (noon UTC of the Cairo calendar date). */
  from: Date;
  to: Date;
}

/** When an order placed now reaches a governorate. */
export function estimateDelivery(governorate: Governorate, now: Date): DeliveryEstimate {
  const { minDays, maxDays } = deliveryWindow(governorate);
  const today = cairoDate(now);
  return { minDays, maxDays, from: addBusinessDays(today, minDays), to: addBusinessDays(today, maxDays) };
}
