import { afterEach, describe, expect, it } from 'vitest';
import { absoluteUrl, alternatesFor } from './alternates';

const original = process.env.SITE_URL;
afterEach(() => {
  if (original === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = original;
});

describe('alternatesFor', () => {
  it('defaults to http://localhost:3000', () => {
    delete process.env.SITE_URL;
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
    process.env.SITE_URL = 'https://shop.example.eg/';
    const alternates = alternatesFor('/tvs/smart-tvs');
    expect(alternates?.canonical).toBe('https://shop.example.eg/tvs/smart-tvs');
    expect(alternates?.languages).toMatchObject({ ar: 'https://shop.example.eg/tvs/smart-tvs?lang=ar' });
  });

  it('appends lang to a path that already has a query', () => {
    delete process.env.SITE_URL;
    expect(alternatesFor('/searchnise/?q=tv')?.languages).toMatchObject({
      en: 'http://localhost:3000/searchnise/?q=tv&lang=en',
    });
  });

  it('makes relative paths absolute', () => {
    process.env.SITE_URL = 'https://shop.example.eg';
    expect(absoluteUrl('media/a.webp')).toBe('https://shop.example.eg/media/a.webp');
  });
});
