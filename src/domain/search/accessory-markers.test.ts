import { describe, expect, it } from 'vitest';
import { NameStore } from './memory/names';
import { normaliseText } from './normalise';

/** Whether the phrase's first place in the name follows a marker, as the in-memory index reads it. */
const at = (name: string, phrase: string) => {
  const store = new NameStore();
  store.set(0, name);
  return store.followsMarker(0, name.indexOf(phrase));
};

describe('followsMarker', () => {
  it('finds a phrase that comes right after "for"', () => {
    const name = normaliseText('Apple Silicone Case for iPhone 16, Pink');
    expect(at(name, 'iphone 16')).toBe(true);
    expect(at(name, 'pink')).toBe(false);
    expect(at(name, 'silicone')).toBe(false);
  });

  it('reads the Arabic markers as normaliseText leaves them', () => {
    const ar = normaliseText('جراب ابل سيليكون لموبايل iPhone 16، وردي');
    expect(at(ar, 'iphone')).toBe(true);
    expect(at(ar, 'وردي')).toBe(false);
    const short = normaliseText('شاحن سريع لـ سامسونج');
    expect(at(short, 'سامسونج')).toBe(true);
  });

  it('is false without a marker, and for a word that only starts like one', () => {
    expect(at(normaliseText('Apple iPhone 16 Pro 256GB'), 'iphone 16')).toBe(false);
    expect(at(normaliseText('لاب توب اتش بي لون اسود'), 'اسود')).toBe(false);
    expect(at(normaliseText('Fortress formula'), 'formula')).toBe(false);
  });
});
