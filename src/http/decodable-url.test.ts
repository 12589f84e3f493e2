import { describe, expect, it } from 'vitest';
import { decodableUrl } from './decodable-url.mjs';

describe('decodableUrl', () => {
  it('leaves a decodable URL as it is, query string included', () => {
    for (const url of ['/', '/tvs/smart-tvs?page=2', '/%D8%B4%D8%A7%D8%B4%D8%A9', '/a%20b?q=%ff'])
      expect(decodableUrl(url)).toBe(url);
  });

  it("escapes every '%' of the path that does not start an escape of UTF-8, and nothing else", () => {
    expect(decodableUrl('/%ff')).toBe('/%25ff');
    expect(decodableUrl('/blogs/%ff%fe?q=%ff')).toBe('/blogs/%25ff%25fe?q=%ff');
    expect(decodableUrl('/%E0%A4%A')).toBe('/%25E0%25A4%25A');
    expect(decodableUrl('/100%')).toBe('/100%25');
    expect(decodableUrl('/%D8%B4-%zz')).toBe('/%D8%B4-%25zz');
  });

  it('answers a URL that decodes', () => {
    for (const url of ['/%ff', '/%E0%A4%A', '/x%', '/%%41', '/%C3%A9%FF'])
      expect(() => decodeURIComponent(decodableUrl(url))).not.toThrow();
  });
});
