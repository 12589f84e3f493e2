/**
 * Egypt's address directory: governorate → city → area. The address form cascades its three selects
 * from it, and the server accepts an address only when its three codes are a path of this directory,
 * so the stored codes always name a real place. Governorate names are not repeated here: they live in
 * the translation files under delivery.governorates, so callers pass a function that names them.
 * Pure data and functions, shared by the API and the client.
 */
import { GOVERNORATES, isGovernorate, type Governorate } from '@/domain/catalog/delivery';
import type { Locale } from '@/i18n/locales';
import { LOCATION_DATA } from './locations-data';

export type Area = { code: string; ar: string; en: string };
export type City = { code: string; ar: string; en: string; areas: readonly Area[] };

export const LOCATIONS: Readonly<Record<Governorate, readonly City[]>> = LOCATION_DATA;

export type DirectoryArea = { code: string; name: string };
export type DirectoryCity = DirectoryArea & { areas: DirectoryArea[] };
export type DirectoryGovernorate = DirectoryArea & { cities: DirectoryCity[] };

const SEPARATOR: Record<Locale, string> = { ar: '، ', en: ', ' };

/** The city of a governorate, or undefined when either code is unknown or they do not belong together. */
export function findCity(governorate: string, city: string): City | undefined {
  // isGovernorate first: a raw lookup would also find inherited keys such as "constructor".
  if (!isGovernorate(governorate)) return undefined;
  return LOCATIONS[governorate].find((c) => c.code === city);
}

export function findArea(governorate: string, city: string, area: string): Area | undefined {
  return findCity(governorate, city)?.areas.find((a) => a.code === area);
}

/** Whether the three codes name an area of a city of that governorate. */
export function isKnownLocation(governorate: string, city: string, area: string): boolean {
  return findArea(governorate, city, area) !== undefined;
}

/** The whole directory named in one language, governorates in delivery order. */
export function locationDirectory(
  locale: Locale,
  governorateName: (code: Governorate) => string,
): DirectoryGovernorate[] {
  return GOVERNORATES.map((code) => ({
    code,
    name: governorateName(code),
    cities: LOCATIONS[code].map((c) => ({
      code: c.code,
      name: c[locale],
      areas: c.areas.map((a) => ({ code: a.code, name: a[locale] })),
    })),
  }));
}

/**
 * An address's place in one line, city first ("Nasr City, District 7, Cairo"). A code the directory
 * no longer knows is shown as is rather than dropped, so an old address still reads whole.
 */
export function locationLabel(
  locale: Locale,
  governorateName: (code: Governorate) => string,
  governorate: string,
  city: string,
  area: string,
): string {
  const cityEntry = findCity(governorate, city);
  const areaEntry = cityEntry?.areas.find((a) => a.code === area);
  return [
    cityEntry?.[locale] ?? city,
    areaEntry?.[locale] ?? area,
    isGovernorate(governorate) ? governorateName(governorate) : governorate,
  ].join(SEPARATOR[locale]);
}
