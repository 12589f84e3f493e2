import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/i18n/format';
import { asSent } from './outbox';

describe('a message as it is sent', () => {
  const amount = formatPrice(123_450, 'ar');

  it('sends an SMS without the directional marks an Arabic amount carries (phones draw them as boxes), with plain spaces', () => {
    expect(amount).toMatch(/\u200f/);
    const sms = asSent({ channel: 'sms', recipient: '01012345678', body: `المبلغ ${amount}.`, locale: 'ar' });
    expect(sms.body).toBe('المبلغ 1,234.50 ج.م..');
    expect(asSent({ ...sms, body: formatPrice(123_450, 'en'), locale: 'en' }).body).toBe('EGP 1,234.50');
    expect(
      asSent({ channel: 'sms', recipient: '1', body: 'a \u2066/offers\u2069 \u200e\u061c', locale: 'en' })
        .body,
    ).toBe('a /offers ');
  });

  it('keeps an e-mail as written', () => {
    const email = {
      channel: 'email',
      recipient: 'a@b.test',
      subject: 'S',
      body: `المبلغ ${amount}.`,
      locale: 'ar',
    } as const;
    expect(asSent(email)).toEqual(email);
  });
});
