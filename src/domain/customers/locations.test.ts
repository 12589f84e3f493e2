import { describe, expect, it } from 'vitest';
import { GOVERNORATES, type Governorate } from '@/domain/catalog/delivery';
import type { Locale } from '@/i18n/locales';
import { resources } from '@/i18n/resources';
import {
  findArea,
  findCity,
  isKnownLocation,
  locationDirectory,
  locationLabel,
  LOCATIONS,
} from './locations';

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
const HAS_ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;
const ENGLISH_NAME = /^[A-Za-z0-9][A-Za-z0-9 .,'()-]*$/;

const governorateName = (locale: Locale) => (code: Governorate) =>
  resources[locale].delivery.governorates[code];

const cities = GOVERNORATES.flatMap((g) => LOCATIONS[g].map((city) => ({ governorate: g, city })));
const areas = cities.flatMap(({ governorate, city }) =>
  city.areas.map((area) => ({ governorate, city, area })),
);
const places = [...cities.map(({ city }) => city), ...areas.map(({ area }) => area)];

const duplicates = (codes: string[]) => codes.filter((code, i) => codes.indexOf(code) !== i);

describe('LOCATIONS', () => {
  it('has cities for each of the 27 governorates and nothing else', () => {
    expect(Object.keys(LOCATIONS).sort()).toEqual([...GOVERNORATES].sort());
    for (const g of GOVERNORATES) expect(LOCATIONS[g].length, g).toBeGreaterThanOrEqual(5);
  });

  it('has at least 10 cities or districts in Cairo, Giza and Alexandria', () => {
    for (const g of ['cairo', 'giza', 'alexandria'] as const)
      expect(LOCATIONS[g].length, g).toBeGreaterThanOrEqual(10);
  });

  it('has at least 2 areas in every city', () => {
    for (const { governorate, city } of cities) {
      expect(city.areas.length, `${governorate}/${city.code}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('uses snake_case codes, unique within their parent', () => {
    for (const place of places) expect(place.code).toMatch(SNAKE_CASE);
    for (const g of GOVERNORATES) {
      expect(duplicates(LOCATIONS[g].map((c) => c.code)), g).toEqual([]);
      for (const city of LOCATIONS[g]) {
        expect(duplicates(city.areas.map((a) => a.code)), `${g}/${city.code}`).toEqual([]);
      }
    }
  });

  it('names every place in Arabic letters and in Latin letters', () => {
    for (const place of places) {
      expect(place.ar, place.code).toMatch(HAS_ARABIC_LETTER);
      expect(place.ar, place.code).not.toMatch(LATIN_LETTER);
      expect(place.en, place.code).toMatch(ENGLISH_NAME);
      expect(place.ar.trim(), place.code).toBe(place.ar);
      expect(place.en.trim(), place.code).toBe(place.en);
    }
  });

  it('does not repeat a name among the cities of one governorate', () => {
    for (const g of GOVERNORATES) {
      expect(duplicates(LOCATIONS[g].map((c) => c.en)), g).toEqual([]);
      expect(duplicates(LOCATIONS[g].map((c) => c.ar)), g).toEqual([]);
    }
  });
});

describe('isKnownLocation, findCity and findArea', () => {
  it('accepts an area of a city of the governorate', () => {
    expect(isKnownLocation('cairo', 'nasr_city', 'district_7')).toBe(true);
    expect(isKnownLocation('alexandria', 'sidi_gaber', 'smouha')).toBe(true);
    expect(isKnownLocation('aswan', 'aswan', 'city_centre')).toBe(true);
    for (const { governorate, city, area } of areas) {
      expect(isKnownLocation(governorate, city.code, area.code)).toBe(true);
    }
  });

  it('refuses a city of another governorate', () => {
    expect(isKnownLocation('giza', 'nasr_city', 'district_7')).toBe(false);
    expect(isKnownLocation('cairo', 'dokki', 'mesaha_square')).toBe(false);
    expect(findCity('giza', 'nasr_city')).toBeUndefined();
  });

  it('refuses an area of another city and unknown codes', () => {
    expect(isKnownLocation('cairo', 'nasr_city', 'korba')).toBe(false);
    expect(isKnownLocation('cairo', 'nasr_city', 'district_99')).toBe(false);
    expect(isKnownLocation('cairo', 'atlantis', 'district_7')).toBe(false);
    expect(isKnownLocation('atlantis', 'nasr_city', 'district_7')).toBe(false);
    expect(isKnownLocation('', '', '')).toBe(false);
  });

  it('is not fooled by inherited property names', () => {
    expect(isKnownLocation('constructor', 'nasr_city', 'district_7')).toBe(false);
    expect(findCity('__proto__', 'nasr_city')).toBeUndefined();
    expect(findCity('toString', 'length')).toBeUndefined();
  });

  it('returns the entries', () => {
    expect(findCity('cairo', 'nasr_city')).toMatchObject({
      code: 'nasr_city',
      ar: 'مدينة نصر',
      en: 'Nasr City',
    });
    expect(findArea('cairo', 'nasr_city', 'district_7')).toEqual({
      code: 'district_7',
      ar: 'الحي السابع',
      en: 'District 7',
    });
    expect(findArea('cairo', 'heliopolis', 'district_7')).toBeUndefined();
  });
});

describe('locationDirectory', () => {
  it('lists the governorates in delivery order with English names', () => {
    const directory = locationDirectory('en', governorateName('en'));
    expect(directory.map((g) => g.code)).toEqual([...GOVERNORATES]);
    expect(directory[0]).toMatchObject({ code: 'cairo', name: 'Cairo' });
    const nasrCity = directory[0]!.cities.find((c) => c.code === 'nasr_city');
    expect(nasrCity?.name).toBe('Nasr City');
    expect(nasrCity?.areas).toContainEqual({ code: 'district_7', name: 'District 7' });
    expect(directory.every((g) => g.cities.length > 0 && g.cities.every((c) => c.areas.length >= 2))).toBe(
      true,
    );
  });

  it('names everything in Arabic for the Arabic locale', () => {
    const directory = locationDirectory('ar', governorateName('ar'));
    expect(directory[0]!.name).toBe('القاهرة');
    expect(directory.find((g) => g.code === 'giza')!.cities.find((c) => c.code === 'dokki')).toMatchObject({
      name: 'الدقي',
      areas: expect.arrayContaining([{ code: 'mesaha_square', name: 'ميدان المساحة' }]),
    });
    for (const g of directory) {
      for (const c of g.cities) {
        expect(c.name).toMatch(HAS_ARABIC_LETTER);
        for (const a of c.areas) expect(a.name).toMatch(HAS_ARABIC_LETTER);
      }
    }
  });

  it('has the same shape in both languages', () => {
    const codes = (locale: Locale) =>
      locationDirectory(locale, governorateName(locale)).map((g) => [
        g.code,
        g.cities.map((c) => [c.code, c.areas.map((a) => a.code)]),
      ]);
    expect(codes('ar')).toEqual(codes('en'));
  });
});

describe('locationLabel', () => {
  it('reads city, area, governorate in English', () => {
    expect(locationLabel('en', governorateName('en'), 'cairo', 'nasr_city', 'district_7')).toBe(
      'Nasr City, District 7, Cairo',
    );
  });

  it('joins with the Arabic comma in Arabic', () => {
    expect(locationLabel('ar', governorateName('ar'), 'cairo', 'nasr_city', 'district_7')).toBe(
      'مدينة نصر، الحي السابع، القاهرة',
    );
  });

  it('keeps codes it does not know rather than dropping them', () => {
    expect(locationLabel('en', governorateName('en'), 'cairo', 'nasr_city', 'old_area')).toBe(
      'Nasr City, old_area, Cairo',
    );
    expect(locationLabel('en', governorateName('en'), 'atlantis', 'nasr_city', 'district_7')).toBe(
      'nasr_city, district_7, atlantis',
    );
  });
});
