/**
 * The back-office section a page belongs to: the section whose address is the longest that leads
 * to it (a section's page and the pages under it), its query (if any) matched too, so that
 * "products waiting for approval" is told apart from "products"; or one of its other pages (`also`).
 * None when no section leads there.
 */
export function currentSection(
  sections: readonly { id: string; href: string; also?: readonly string[] }[],
  pathname: string,
  search: Pick<URLSearchParams, 'get'>,
): string | null {
  let best: { id: string; score: number } | null = null;
  for (const s of sections) {
    const [path = '', query = ''] = s.href.split('?');
    // A section's pages that do not live under its address (the products' CSV import) lead to it too.
    const leads = [path, ...(s.also ?? [])].filter((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (leads.length === 0) continue;
    const wanted = [...new URLSearchParams(query)];
    if (!wanted.every(([k, v]) => search.get(k) === v)) continue;
    const score = Math.max(...leads.map((p) => p.length)) * 10 + wanted.length;
    if (!best || score > best.score) best = { id: s.id, score };
  }
  return best?.id ?? null;
}
