/**
 * The back-office section a page belongs to: the section whose address is the longest that leads
 * to it (a section's page and the pages under it), its query (if any) matched too, so that
 * "products waiting for approval" is told apart from "products". None when no section leads there.
 */
export function currentSection(
  sections: readonly { id: string; href: string }[],
  pathname: string,
  search: Pick<URLSearchParams, 'get'>,
): string | null {
  let best: { id: string; score: number } | null = null;
  for (const s of sections) {
    const [path = '', query = ''] = s.href.split('?');
    if (pathname !== path && !pathname.startsWith(`${path}/`)) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([k, v]) => search.get(k) === v)) continue;
    const score = path.length * 10 + wanted.length;
    if (!best || score > best.score) best = { id: s.id, score };
  }
  return best?.id ?? null;
}
