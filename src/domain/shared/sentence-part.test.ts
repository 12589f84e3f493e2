import { describe, expect, it } from 'vitest';
import { sentencePart } from './sentence-part';

describe('sentencePart', () => {
  it('drops the full stops that end staff words, and nothing else', () => {
    expect(sentencePart(' The scan is blurred. ')).toBe('The scan is blurred');
    expect(sentencePart('عليه ختم الشركة..')).toBe('عليه ختم الشركة');
    expect(sentencePart('Is it the right model?')).toBe('Is it the right model?');
    expect(sentencePart('v2.1 firmware')).toBe('v2.1 firmware');
  });
});
