import type { TFunction } from 'i18next';

/**
 * What a plan's "Offer" badge says: the promotion's rate, which is why it is an offer ("Offer: 10%
 * interest", "Offer: no interest"), from a rate in percent of the amount financed.
 */
export const instalmentOfferText = (t: TFunction, rate: number) =>
  rate === 0 ? t('product.instalment_offer_free') : t('product.instalment_offer_rate', { rate });
