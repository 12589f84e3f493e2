/**
 * Texts that may be HTML (a product description written in the rich-text editor) or plain text
 * with line breaks (the demo catalog, an old CSV): telling them apart and turning one into the other.
 */

/** Whether a text holds markup (a tag), rather than plain text that may mention "<" or ">". */
export const isHtml = (text: string) => /<\/?[a-z][a-z0-9]*[\s/>]/i.test(text);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of an HTML text, tags and entities gone (what search indexes and a summary shows). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML: a paragraph per blank-line block, a line break per single line break. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escape(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
