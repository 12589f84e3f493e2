import { describe, expect, it } from 'vitest';
import { isStorePath, slideFieldsSchema, slideStatus } from './slide-schemas';

describe('a slide’s link', () => {
  it('takes a path on the store, with a query or anchor', () => {
    for (const path of ['/', '/offers', '/tvs/smart-tvs?sort=price', '/blogs#top', '/searchnise/?q=شاشة'])
      expect([path, isStorePath(path)]).toEqual([path, true]);
  });
  it('refuses another site, however it is written', () => {
    for (const path of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'offers',
      '/ offers',
      '/"onmouseover="x',
    ])
      expect([path, isStorePath(path)]).toEqual([path, false]);
  });
});

describe('the slide form', () => {
  const form = {
    title_ar: 'عرض',
    title_en: 'Sale',
    link: '/offers',
    starts_on: '',
    ends_on: '',
    is_active: 'false',
  };
  it('reads a checkbox sent as text, and empty days as no limit', () => {
    const parsed = slideFieldsSchema.parse(form);
    expect(parsed).toMatchObject({
      is_active: false,
      starts_on: undefined,
      ends_on: undefined,
      subtitle_ar: '',
    });
    expect(slideFieldsSchema.parse({ ...form, is_active: 'on' }).is_active).toBe(true);
    expect(slideFieldsSchema.parse({ ...form, is_active: undefined }).is_active).toBe(true);
  });
  it('refuses an end before the start, on the end', () => {
    const result = slideFieldsSchema.safeParse({ ...form, starts_on: '2026-05-10', ends_on: '2026-05-09' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ends_on', 'slide_ends_before_starts'],
    ]);
    expect(
      slideFieldsSchema.safeParse({ ...form, starts_on: '2026-05-10', ends_on: '2026-05-10' }).success,
    ).toBe(true);
  });
});

describe('where a slide stands', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const slide = { isActive: true, startsAt: null, endsAt: null };
  it('by its switch first, then its days', () => {
    expect(slideStatus(slide, now)).toBe('live');
    expect(slideStatus({ ...slide, isActive: false, startsAt: new Date('2027-01-01') }, now)).toBe(
      'inactive',
    );
    expect(slideStatus({ ...slide, startsAt: new Date('2026-06-02') }, now)).toBe('scheduled');
    expect(slideStatus({ ...slide, endsAt: new Date('2026-05-31') }, now)).toBe('ended');
  });
});
