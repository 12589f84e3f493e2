import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_VERSION } from './icon-sprite';
import { spriteText, spriteVersion } from './icon-sprite-source';

describe('the icon sprite', () => {
  it('public/icons.svg and SPRITE_VERSION are those scripts/icon-sprite.ts makes', () => {
    const text = spriteText();
    expect(readFileSync('public/icons.svg', 'utf8')).toBe(text);
    expect(SPRITE_VERSION).toBe(spriteVersion(text));
  });
});
