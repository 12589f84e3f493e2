import { afterAll, describe, expect, it } from 'vitest';
import { getT } from '@/i18n/translate';
import { closeBrowser, focusedTestId } from './browser';
import {
  applyThroughApi,
  closeStaffDb,
  decideDirectly,
  HOLD,
  NAMES,
  scan,
  SCREENS,
  serverDb,
  signInToCreditPage,
  upload,
} from './credit-flows';

afterAll(async () => {
  await closeBrowser();
  await closeStaffDb();
});

const REASON = 'Income could not be verified';
const NOTE = 'The back of the ID card is blurred';
const NOT_A_PHOTO = {
  ar: 'payslip.gif: ارفع صورة بصيغة JPG أو PNG.',
  en: 'payslip.gif: Upload a JPG or PNG image.',
};
const HELD = {
  ar: 'طلبك متوقف مؤقتًا لحين التحقق من بعض البيانات. لمعرفة المزيد اتصل بخدمة العملاء على 19910',
  en: 'Your application is paused while we check some details. To know more, call customer service at 19910.',
};

describe.skipIf(!serverDb).each(SCREENS)('the Aman card in %s at %i px', (locale, width) => {
  it('uploads again only the documents asked for, and the application goes back to review', async () => {
    const { context, page, token } = await signInToCreditPage(locale, width);
    // The form itself is tested in credit-apply.test.ts: this application is sent through the API.
    const id = await applyThroughApi(token, locale);
    await decideDirectly(id, { action: 'request_documents', documents: ['id_back', 'income'], note: NOTE });
    await page.reload();
    const status = page.getByTestId('credit-application-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('documents_needed');
    // What staff said was wrong is said with the documents.
    expect((await page.getByTestId('credit-documents-note').innerText()).trim()).toBe(
      `${getT(locale)('credit.status.documents_note')} ${NOTE}`,
    );
    const reupload = page.getByTestId('credit-reupload');
    expect(await reupload.locator('[data-testid^="credit-document-"][data-count]').count()).toBe(2);
    expect(await reupload.getByTestId('credit-document-id_front').count()).toBe(0);
    expect(await page.getByTestId('credit-resubmit').isDisabled()).toBe(true);
    await upload(page, 'id_back');
    // The slot's picker is drawn anew with the file in it: the focus stays in the slot.
    await expect.poll(() => focusedTestId(page)).toBe('credit-upload-id_back');
    expect(await page.getByTestId('credit-resubmit').isDisabled()).toBe(true);
    // Proofs of income may be chosen several at once; a file refused is named, and none is sent.
    const income = page.getByTestId('credit-upload-income');
    await income.setInputFiles([
      scan('payslip.jpg'),
      { name: 'payslip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    const refused = page.getByTestId('credit-upload-income-error');
    expect((await refused.innerText()).replace(/[\u2066-\u2069]/g, '')).toBe(NOT_A_PHOTO[locale]);
    expect(await page.getByTestId('credit-document-income').getAttribute('data-count')).toBe('0');
    await income.setInputFiles([scan('payslip.jpg'), scan('bank-statement.jpg')]);
    await page.locator('[data-testid="credit-document-income"][data-count="2"]').waitFor();
    expect(await refused.count()).toBe(0);
    await page.getByTestId('credit-resubmit').click();
    await expect.poll(() => status.getAttribute('data-status')).toBe('under_review');
    expect(await page.getByTestId('credit-documents-note').count()).toBe(0);

    // On hold before any card: paused, not §8's words about a credit limit there is not yet; then
    // refused with a reason, and a new application starts from the old answers.
    await decideDirectly(id, { action: 'hold' });
    await page.reload();
    expect(await page.getByTestId('credit-status-text').innerText()).toBe(HELD[locale]);
    expect(HELD[locale]).not.toBe(HOLD[locale]);
    await decideDirectly(id, { action: 'release' });
    await decideDirectly(id, { action: 'reject', reason: REASON });
    await page.reload();
    expect(await status.getAttribute('data-status')).toBe('rejected');
    expect(await page.getByTestId('credit-rejection-reason').innerText()).toContain(REASON);
    await page.getByTestId('credit-apply-again').click();
    expect(await page.getByTestId('credit-first_name').inputValue()).toBe(NAMES[locale].first_name);
    // The button gave way to the form: the focus is at the form's top, not fallen to the page.
    await expect
      .poll(() =>
        page.evaluate(() => !!document.activeElement?.querySelector('[data-testid="credit-step-title"]')),
      )
      .toBe(true);
    // The personal step saved, the work step shows the old answers, and still does after a reload.
    await page.getByTestId('credit-next').click();
    await page.getByTestId('credit-step-work').waitFor();
    const jobTitle = await page.getByTestId('credit-job_title').inputValue();
    expect(jobTitle).not.toBe('');
    await page.reload();
    await page.getByTestId('credit-step-work').waitFor();
    expect(await page.getByTestId('credit-job_title').inputValue()).toBe(jobTitle);
    await context.close();
  });
});
