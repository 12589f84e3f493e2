import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's critical and serious findings on what the page shows now (WCAG 2.0–2.2 A and AA and
 * best practices), one line each, so that a failing test names the rule and the element. `within`
 * (a CSS selector) checks only that part of the page, for a state such as a pointer over a button.
 * After a client-side navigation Next.js streams the new page's metadata after its content, so the
 * page has no <title> for a moment: the check waits up to 5 s for one, and a page that still has
 * none fails on axe's document-title rule.
 */
export async function seriousFindings(page: Page, within?: string): Promise<string[]> {
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5000 })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const findings = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: string | Document, o: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(selector ?? document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, within);
  return (findings as Finding[])
    .filter((f) => f.impact === 'critical' || f.impact === 'serious')
    .map(
      (f) => `${f.impact} ${f.id} (${f.help}) at ${f.targets.join(' | ')} on ${new URL(page.url()).pathname}`,
    );
}
