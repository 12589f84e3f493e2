/**
 * A request path with a '%' that does not start an escape of UTF-8 ('/%ff', '/%E0%A4%A', a link
 * cut short) cannot be decoded, and Next.js answers it with a bare 500. Such a '%' is escaped
 * ('%25'), so that the path names its text literally and the store answers it as any unknown
 * path: its not-found page, in the shopper's language. A decodable URL, and the query string,
 * are left as they are.
 */
export function decodableUrl(url) {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (decodes(path)) return url;
  // Each run of %XX escapes that decodes on its own is kept; every other '%' is escaped.
  const fixed = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) =>
    run !== '%' && decodes(run) ? run : run.replaceAll('%', '%25'),
  );
  return q < 0 ? fixed : fixed + url.slice(q);
}

function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
