import { describe, expect, it } from 'vitest';
import { BLOG_SEARCH_MAX_LENGTH, blogSearchText, blogSearchWords, containsPattern } from './search-text';

describe('blog search text', () => {
  it('folds Arabic letter forms, diacritics and digits on both sides', () => {
    const stored = blogSearchText('دليل شراء الثلاجة', 'أفضل أجهزة بـ ٥٠٠ جنيه', ['تقسيط']);
    for (const word of blogSearchWords('الثلاجه اجهزة 500')) expect(stored).toContain(word);
  });

  it('matches English without regard to case', () => {
    expect(blogSearchText('How to choose a TV', '', ['OLED'])).toContain(blogSearchWords('oled TV')[0]);
  });

  it('has no words for a blank search, and drops repeats', () => {
    expect(blogSearchWords('   ')).toEqual([]);
    expect(blogSearchWords('tv TV tv')).toEqual(['tv']);
  });

  it(`reads at most ${BLOG_SEARCH_MAX_LENGTH} characters and 8 words`, () => {
    expect(blogSearchWords(`${'a'.repeat(BLOG_SEARCH_MAX_LENGTH)}zzz`)).toEqual(['a'.repeat(200)]);
    expect(blogSearchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('takes % and _ literally in the LIKE pattern', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
  });
});
