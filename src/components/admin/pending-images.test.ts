import { describe, expect, it } from 'vitest';
import { keepPending } from './pending-images';

const image = (id: number, alt = '') => ({ id, url: `/media/${id}.webp`, alt_ar: alt, alt_en: alt });

describe('the pictures after an upload or a removal', () => {
  it('keeps the unsaved order and descriptions, and adds the new pictures after them', () => {
    const local = [image(2, 'second first'), image(1, 'typed')];
    const server = [image(1), image(2), image(3)];
    expect(keepPending(local, server)).toEqual([image(2, 'second first'), image(1, 'typed'), image(3)]);
  });

  it('drops a picture the server no longer has', () => {
    expect(keepPending([image(2, 'b'), image(1, 'a')], [image(1)])).toEqual([image(1, 'a')]);
  });
});
