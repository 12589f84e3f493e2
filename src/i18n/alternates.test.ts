import { afterEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/config';
import { absoluteUrl, alternatesFor } from './alternates';

/** SITE_URL alone (the other public-URL variables unset), read again by the configuration. */
function siteUrlIs(value: string | undefined) {
  for (const key of ['APP_URL', 'NEXTAUTH_URL']) delete process.env[key];
  if (value === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = value;
  reloadConfig();
}

const original = {
  APP_URL: process.env.APP_URL,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL,
  SITE_URL: process.env.SITE_URL,
};
afterEach(() => {
  for (const [key, value] of Object.entries(original)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadConfig();
});

describe('alternatesFor', () => {
  it('defaults to http://localhost:3000', () => {
    siteUrlIs(undefined);
    expect(alternatesFor('/about')).toEqual({
      canonical: 'http://localhost:3000/about',
      languages: {
        ar: 'http://localhost:3000/about?lang=ar',
        en: 'http://localhost:3000/about?lang=en',
        'x-default': 'http://localhost:3000/about',
      },
    });
  });

  it('uses SITE_URL without doubling its trailing slash', () => {
    siteUrlIs('https://shop.example.eg/');
    const alternates = alternatesFor('/tvs/smart-tvs');
    expect(alternates?.canonical).toBe('https://shop.example.eg/tvs/smart-tvs');
    expect(alternates?.languages).toMatchObject({ ar: 'https://shop.example.eg/tvs/smart-tvs?lang=ar' });
  });

  it('appends lang to a path that already has a query', () => {
    siteUrlIs(undefined);
    expect(alternatesFor('/searchnise/?q=tv')?.languages).toMatchObject({
      en: 'http://localhost:3000/searchnise/?q=tv&lang=en',
    });
  });

  it('makes relative paths absolute', () => {
    siteUrlIs('https://shop.example.eg');
    expect(absoluteUrl('media/a.webp')).toBe('https://shop.example.eg/media/a.webp');
  });
});
