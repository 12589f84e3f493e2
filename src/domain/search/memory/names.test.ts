import { describe, expect, it } from 'vitest';
import { NameStore, phraseOf } from './names';

describe('the names of the in-memory index', () => {
  const names = ['سامسونج جالاكسي a54', 'samsung galaxy a54', 'galaxy', 'جالاكسي', 'aaab', '', 'x'];
  const phrases = ['galaxy', 'جالاكسي', 'samsung', 'a54', 'aab', 'ab', 'b', '', 'galaxy s', 'xyz', 'سامسونج'];

  it('finds a phrase where String.prototype.indexOf finds it, in Arabic and English', () => {
    const store = new NameStore();
    names.forEach((name, slot) => store.set(slot, name));
    for (const phrase of phrases) {
      names.forEach((name, slot) => {
        expect([name, phrase, store.find(slot, phraseOf(phrase))]).toEqual([
          name,
          phrase,
          name.indexOf(phrase),
        ]);
      });
    }
    expect(names.map((_, slot) => store.lengthOf(slot))).toEqual(names.map((n) => n.length));
  });

  it('forgets a cleared name and keeps the others when it rewrites its store', () => {
    const store = new NameStore();
    const long = 'samsung galaxy '.repeat(500);
    for (let slot = 0; slot < 20; slot++) store.set(slot, `${long}${slot}`);
    // Clearing most of them (and replacing one) rewrites the store once the dead text is half.
    for (let slot = 0; slot < 15; slot++) store.clear(slot);
    store.set(16, 'galaxy s24');
    expect(store.find(3, phraseOf('galaxy'))).toBe(-1);
    expect(store.lengthOf(3)).toBe(0);
    expect(store.find(16, phraseOf('s24'))).toBe(7);
    expect(store.find(19, phraseOf('galaxy 19'))).toBe(long.length - 7);
    expect(store.find(15, phraseOf('samsung'))).toBe(0);
  });

  it('tells whether the name holds given code units right before a place, as followsMarker does', () => {
    const store = new NameStore();
    const names = ['x', 'apple case for iphone 16 pink', 'for iphone', 'iphone 16 for'];
    names.forEach((name, slot) => store.set(slot, name));
    const marker = phraseOf(' for ').units;
    names.forEach((name, slot) => {
      for (let at = 0; at <= name.length; at++) {
        expect(store.endsAt(slot, at, marker), `${name} @${at}`).toBe(name.slice(0, at).endsWith(' for '));
      }
    });
  });
});
