/**
 * Screenshots of back-office pages in both languages at 1440 and 768 px, signed in as the demo
 * admin (the TOTP secret is unsealed with AUTH_SECRET, so run it with the server's):
 *   DATABASE_URL=… AUTH_SECRET=$(cat .data/auth-secret) BASE=http://localhost:3300 \
 *   PATHS=/admin/sellers,/admin/orders npx tsx scripts/admin-screenshots.ts   (into OUT, /tmp/shots)
 * LOGIN_SHOTS=1 also keeps the sign-in steps; EMAIL and PASSWORD sign in as another demo account
 * (seller@aman.test / aman-seller-demo for the seller portal). A code is good once, so each sign-in after the first
 * waits for the next 30-second step.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createDb } from '@/db/client';
import { staff } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { unseal } from '@/domain/shared/seal';
import { currentTotp } from '@/domain/staff/totp';

const base = process.env.BASE ?? 'http://localhost:3300';
const out = process.env.OUT ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const paths = (process.env.PATHS ?? '/admin/sellers').split(',');
const email = process.env.EMAIL ?? 'admin@aman.test';
const password = process.env.PASSWORD ?? 'aman-admin-demo';
const handle = createDb({ url: process.env.DATABASE_URL });
let lastCode = '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const locale of ['ar', 'en']) {
  for (const width of [1440, 768]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'locale', value: locale, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/login?lang=${locale}`);
    await page.waitForLoadState('networkidle');
    if (process.env.LOGIN_SHOTS)
      await page.screenshot({ path: `${out}/login-${locale}-${width}.png`, fullPage: true });
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-password').fill(password);
    await page.getByTestId('admin-sign-in').click();
    await page.waitForURL(/login\/(verify|enrol)/);
    const [row] = await handle.db.select().from(staff).where(eq(staff.email, email));
    if (page.url().includes('enrol')) {
      await page.getByTestId('admin-totp-secret').waitFor();
      if (process.env.LOGIN_SHOTS)
        await page.screenshot({ path: `${out}/enrol-${locale}-${width}.png`, fullPage: true });
      const secret = await page.getByTestId('admin-totp-secret').innerText();
      lastCode = currentTotp(secret);
      await page.getByTestId('admin-code').fill(lastCode);
      await page.getByTestId('admin-enrol-confirm').click();
      await page.getByTestId('admin-enrol-continue').click();
    } else {
      if (process.env.LOGIN_SHOTS)
        await page.screenshot({ path: `${out}/verify-${locale}-${width}.png`, fullPage: true });
      // A code is good once: wait for the next time step.
      const secret = unseal(row!.totpSecretSealed!, 'totp');
      while (currentTotp(secret) === lastCode) await new Promise((r) => setTimeout(r, 1000));
      const code = currentTotp(secret);
      lastCode = code;
      await page.getByTestId('admin-code').fill(code);
      await page.getByTestId('admin-verify').click();
    }
    await page.getByTestId('admin-shell').waitFor();
    for (const p of paths) {
      await page.goto(`${base}${p}`);
      await page.waitForLoadState('networkidle');
      const name = p.replace(/[/?=&]+/g, '_');
      await page.screenshot({ path: `${out}/${name}-${locale}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
await handle.close();
