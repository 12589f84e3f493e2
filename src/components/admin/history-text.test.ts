import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/translate';
import { creditEventNote, historyActor } from './history-text';

describe('creditEventNote', () => {
  it("tells the limit, the documents asked for and a re-upload in the console's language", () => {
    const ar = getT('ar');
    const en = getT('en');
    const accepted = {
      note: 'limit 40000 EGP',
      details: { action: 'accept', from: 'submitted', limit: 40_000_00 },
    };
    expect(creditEventNote(en, 'en', accepted)).toMatch(/^Limit EGP\s40,000$/);
    expect(creditEventNote(ar, 'ar', accepted)).toMatch(/^الحد الائتماني .*40,000\sج\.م\./);
    const over = { ...accepted, details: { ...accepted.details, reason: 'Rent income checked' } };
    expect(creditEventNote(en, 'en', over)).toMatch(
      /^Limit EGP\s40,000, above the suggested limit: Rent income checked$/,
    );
    expect(creditEventNote(ar, 'ar', over)).toMatch(/أعلى من الحد المقترح: Rent income checked$/);
    const asked = {
      note: 'id_back, income',
      details: { action: 'request_documents', from: 'under_review', documents: ['id_back', 'income'] },
    };
    expect(creditEventNote(en, 'en', asked)).toBe(
      'Documents asked for: National ID (back) and Proof of income',
    );
    expect(creditEventNote(ar, 'ar', asked)).toBe('المستندات المطلوبة: البطاقة الشخصية (الظهر) وإثبات الدخل');
    const again = { note: 'documents re-uploaded', details: { action: 'documents_reuploaded' } };
    expect(creditEventNote(ar, 'ar', again)).toBe('أعاد العميل رفع المستندات');
  });

  it("keeps a reason in staff's words, and an event without details as it was stored", () => {
    const en = getT('en');
    const rejected = { note: 'الدخل أقل من المطلوب', details: { action: 'reject', from: 'under_review' } };
    expect(creditEventNote(en, 'en', rejected)).toBe('الدخل أقل من المطلوب');
    expect(creditEventNote(en, 'en', { note: 'limit 300 EGP', details: null })).toBe('limit 300 EGP');
    expect(creditEventNote(en, 'en', { note: null, details: { action: 'review' } })).toBeNull();
  });
});

describe('historyActor', () => {
  it('names the customer and the applicant in each language, and staff by their e-mail', () => {
    expect(historyActor(getT('ar'), 'customer')).toBe('العميل');
    expect(historyActor(getT('en'), 'applicant')).toBe('the applicant');
    expect(historyActor(getT('ar'), 'ops@aman.test')).toBe('ops@aman.test');
  });
});
