import { describe, expect, it } from 'vitest';
import { HOME_SECTION_IDS, homeSectionsSchema, resolveHomeSections } from './home-section-schemas';

describe('home sections', () => {
  it("nothing set: every section, shown, in the store's order", () => {
    expect(resolveHomeSections(null).map((s) => [s.id, s.visible])).toEqual(
      HOME_SECTION_IDS.map((id) => [id, true]),
    );
  });

  it('a setting comes first in its order; the sections it leaves out show after it', () => {
    const { sections } = homeSectionsSchema.parse({
      sections: [{ id: 'brands', visible: 'false', title_en: ' Brands we love ' }, { id: 'offers' }],
    });
    expect(resolveHomeSections(sections)).toEqual([
      { id: 'brands', visible: false, title_ar: '', title_en: 'Brands we love' },
      { id: 'offers', visible: true, title_ar: '', title_en: '' },
      ...['categories', 'best_sellers', 'instalment_picks', 'new_arrivals'].map((id) => ({
        id,
        visible: true,
        title_ar: '',
        title_en: '',
      })),
    ]);
  });

  it('refuses unknown sections, a section twice and titles with tags or too long', () => {
    const faults = (sections: unknown) =>
      homeSectionsSchema.safeParse({ sections }).error?.issues[0]?.message;
    expect(faults([{ id: 'slides' }])).toBe('home_section_unknown');
    expect(faults([{ id: 'offers' }, { id: 'offers' }])).toBe('home_section_twice');
    expect(faults([{ id: 'offers', title_ar: '<b>' }])).toBe('home_section_title');
    expect(faults([{ id: 'offers', title_en: 'x'.repeat(61) }])).toBe('home_section_title');
    expect(faults(HOME_SECTION_IDS.map((id) => ({ id })))).toBeUndefined();
  });
});
