import { describe, expect, it } from 'vitest';
import { htmlToText, isHtml, textToHtml } from './html-text';

describe('html-text', () => {
  it('tells markup from plain text that mentions < or >', () => {
    expect(isHtml('<p>Quiet</p>')).toBe(true);
    expect(isHtml('Line one<br>line two')).toBe(true);
    expect(isHtml('Three speeds.\nQuiet at night.')).toBe(false);
    expect(isHtml('Power < 50 W and > 20 W')).toBe(false);
  });

  it('keeps the words of HTML, one line per block, entities decoded', () => {
    expect(
      htmlToText('<h2>Cool</h2><p>Fast &amp; <strong>quiet</strong></p><ul><li>A</li><li>B</li></ul>'),
    ).toBe('Cool\nFast & quiet\nA\nB');
  });

  it('turns plain text into paragraphs and line breaks, escaped, and back', () => {
    const text = 'Three speeds.\nQuiet at night.\n\nSize < 1 m & light';
    const html = textToHtml(text);
    expect(html).toBe('<p>Three speeds.<br>Quiet at night.</p><p>Size &lt; 1 m &amp; light</p>');
    expect(htmlToText(html)).toBe('Three speeds.\nQuiet at night.\nSize < 1 m & light');
    expect(textToHtml('  ')).toBe('');
  });
});
