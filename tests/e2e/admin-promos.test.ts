import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsBlocks, countdowns } from '@/db/schema';
import { PROMO_STRIP_BLOCK } from '@/domain/content/promo-strip';
import { cairoDayFrom, cairoEnd } from '@/domain/shared/cairo-day';
import { formatDate } from '@/i18n/format';
import { seriousFindings } from './a11y';
import { expectAlert } from './auth-flows';
import { closeBrowser, focusedTestId, openPage, rawKeysOn, waitForHydration } from './browser';
import { closeStaffDb, serverDb, signInAndEnrol, staffDb, staffMember } from './staff-flows';

/**
 * The promo strip and the header countdown in the back office, in a real browser: a content editor
 * changes the strip's text and call to action and the countdown's last day, and a shopper's page
 * shows both. Other browser files run at the same time and read the strip and the countdown, so the
 * countdown stays on (only its last day moves further) and both are put back as they were at the end.
 * Staff are made in the server's database, so this needs TEST_DATABASE_URL as in CI.
 */
let seededCountdowns: (typeof countdowns.$inferSelect)[] = [];

async function restore() {
  const db = staffDb();
  for (const { id, ...row } of seededCountdowns)
    await db.update(countdowns).set(row).where(eq(countdowns.id, id));
  await db.delete(cmsBlocks).where(eq(cmsBlocks.identifier, PROMO_STRIP_BLOCK));
}

beforeAll(async () => {
  if (serverDb) seededCountdowns = await staffDb().select().from(countdowns);
});

afterAll(async () => {
  if (serverDb) await restore();
  await closeBrowser();
  await closeStaffDb();
});

const serial = Date.now() % 100_000;

const TEXT = {
  ar: {
    stripSaved: 'تم حفظ شريط العرض.',
    countdownSaved: 'تم حفظ العد التنازلي.',
    dateError: 'اختر تاريخًا.',
  },
  en: { stripSaved: 'Promo strip saved.', countdownSaved: 'Countdown saved.', dateError: 'Choose a date.' },
};

describe.skipIf(!serverDb).each([
  ['ar', 1440],
  ['en', 768],
] as const)('the promo strip and the countdown in the back office in %s at %i px', (locale, width) => {
  it('a content editor changes the strip’s texts and the countdown’s last day; a shopper sees both', async () => {
    const strip = {
      ar: { text: `قسّط مع أمان ${serial}`, cta: `اطلب الآن ${serial}` },
      en: { text: `Pay monthly with Aman ${serial}`, cta: `Apply now ${serial}` },
    }[locale];
    const email = await staffMember('content');
    const { page, context } = await openPage(locale, width, '/admin/login');
    await signInAndEnrol(page, email);

    // The promo strip: this language's text and call to action.
    await page.getByTestId('admin-nav-content_promo').click();
    await page.getByTestId('admin-promo-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId(`admin-promo-text-${locale}`).fill(strip.text);
    await page.getByTestId(`admin-promo-cta-${locale}`).fill(strip.cta);
    const stripSaved = expectAlert(page, 'success', TEXT[locale].stripSaved);
    await page.getByTestId('admin-promo-submit').click();
    await stripSaved;
    // The button keeps the focus while it saves and after (a disabled one would drop it to the page).
    // (The page is read again after the save and the form drawn anew: it gives the focus back.)
    await page.getByTestId('admin-promo-history').waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('admin-promo-submit');
    await page.getByTestId('admin-promo-history').waitFor();
    expect(await rawKeysOn(page)).toEqual([]);

    // The countdown: an empty last day is refused under its field; then a later last day.
    await page.getByTestId('admin-nav-content_countdown').click();
    await page.getByTestId('admin-countdown-form').waitFor();
    await waitForHydration(page);
    expect(await seriousFindings(page)).toEqual([]);
    const lastDay = cairoDayFrom(new Date(), locale === 'ar' ? 15 : 16);
    await page.getByTestId('admin-countdown-ends-on').fill('');
    await page.getByTestId('admin-countdown-submit').click();
    expect(await page.getByTestId('admin-countdown-ends-on-error').innerText()).toBe(TEXT[locale].dateError);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('admin-countdown-ends-on').fill(lastDay);
    const countdownSaved = expectAlert(page, 'success', TEXT[locale].countdownSaved);
    await page.getByTestId('admin-countdown-submit').click();
    await countdownSaved;
    await page.getByTestId('admin-countdown-history').waitFor();
    expect(await rawKeysOn(page)).toEqual([]);

    // A shopper's page has the new strip (still leading to the card application) and the new end.
    const shopper = await openPage(locale, width, '/');
    const promo = shopper.page.getByTestId('promo-strip');
    expect(await promo.innerText()).toContain(strip.text);
    expect(await promo.innerText()).toContain(strip.cta);
    expect(await promo.getAttribute('href')).toBe('/account/credit-limit-request/');
    const banner = shopper.page.getByTestId('countdown-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(formatDate(cairoEnd(lastDay), locale));
    await shopper.context.close();
    await context.close();
    await restore();
  });
});
