import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize';

describe('sanitizeCmsHtml', () => {
  it('keeps headings, paragraphs, lists and links', () => {
    const html = '<h2>Title</h2><p>Text <a href="/about">about</a></p><ul><li>one</li></ul>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });
  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeCmsHtml(
      '<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>hi</p>');
  });
  it('drops a picture whose address it refused, rather than leave a broken image', () => {
    expect(
      sanitizeCmsHtml(
        '<p>a<img src="http://e.com/a.png" alt="x">b<img src="javascript:alert(1)"><img alt="none"></p>',
      ),
    ).toBe('<p>ab</p>');
    expect(sanitizeCmsHtml('<img src="/media/a.jpg" alt="ok" />')).toBe(
      '<img src="/media/a.jpg" alt="ok" />',
    );
  });
  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeCmsHtml('<a href="https://x.eg" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
