import { Icon } from '@/components/ui/icon';
import type { TFunction } from 'i18next';
import type { PromoStrip as PromoStripTexts } from '@/domain/content/promo-strip';
import { CREDIT_LIMIT_REQUEST_PATH } from './links';

/**
 * The strip offering the instalment card, above the header: the texts staff set for the language
 * (back office, /admin/content/promo-strip), the store's own where they set none; none when they
 * switched it off.
 */
export function PromoStrip({ t, strip }: { t: TFunction; strip: PromoStripTexts }) {
  if (!strip.visible) return null;
  return (
    // A plain link: the spec's target keeps its trailing slash.
    <a
      href={CREDIT_LIMIT_REQUEST_PATH}
      data-testid="promo-strip"
      className="block bg-secondary text-black hover:bg-secondary-dark hover:text-white"
    >
      <span className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-2 px-4 py-2 text-center text-sm">
        <Icon name="credit-card" aria-hidden className="size-4" />
        <span>{strip.text ?? t('promo.text')}</span>
        <span className="font-bold underline">{strip.cta ?? t('promo.cta')}</span>
      </span>
    </a>
  );
}
