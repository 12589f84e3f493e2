import { sanitizeCmsHtml } from '../content/sanitize';
import { htmlToText, isHtml, textToHtml } from '../shared/html-text';

/**
 * Product descriptions: HTML from the back office's rich-text editor (or a Magento CSV), or plain
 * text with line breaks (the demo catalog, older rows). Markup is sanitised when written and again
 * when served; plain text is kept as it is and shown as paragraphs.
 */

/** What is stored: markup sanitised, plain text as given. */
export const storedDescription = (text: string) => (isHtml(text) ? sanitizeCmsHtml(text) : text);

/** What the product page renders. */
export const descriptionHtml = (text: string) => (isHtml(text) ? sanitizeCmsHtml(text) : textToHtml(text));

/** What the editor starts from: HTML either way. */
export const editableDescription = (text: string) => (isHtml(text) ? text : textToHtml(text));

/** The words alone, for search and summaries. */
export const descriptionText = (text: string) => (isHtml(text) ? htmlToText(text) : text);
