// Writes public/icons.svg from src/components/ui/icon-sprite.ts's list and prints the version to
// put in SPRITE_VERSION: npx tsx scripts/icon-sprite.ts
import { writeFileSync } from 'node:fs';
import { spriteText, spriteVersion } from '../src/components/ui/icon-sprite-source';

const text = spriteText();
writeFileSync('public/icons.svg', text);
console.log(`public/icons.svg written; SPRITE_VERSION = '${spriteVersion(text)}'`);
