// Screenshots of pages at the shell's widths in both languages, for looking at before calling a
// screen done: node scripts/screenshots.mjs [baseUrl] [path...]  → screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
const widths = (process.env.WIDTHS ?? '375,768,992,1440').split(',').map(Number);
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const locale of ['ar', 'en']) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const target of targets) {
      await page.goto(`${base}${target}${target.includes('?') ? '&' : '?'}lang=${locale}`, {
        waitUntil: 'networkidle',
      });
      if (process.env.ACTION) await page.evaluate(process.env.ACTION).catch(() => {});
      await page.waitForTimeout(Number(process.env.WAIT ?? 300));
      const name = `${target.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${locale}-${width}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage: process.env.FULL === '1' });
      console.log(`screenshots/${name}`);
    }
    await page.close();
  }
}
await browser.close();
