import { Icon } from '@/components/ui/icon';
import type { TFunction } from 'i18next';
import type { ApplicationStatus } from '@/db/schema';
import type { PromoStrip as PromoStripTexts } from '@/domain/content/promo-strip';
import { CREDIT_LIMIT_REQUEST_PATH } from './links';

/** What the strip says to a shopper whose application is open: where it stands, not the offer again. */
const APPLICATION_TEXTS: Partial<Record<ApplicationStatus, { text: string; cta: string }>> = {
  draft: { text: 'promo.application.draft.text', cta: 'promo.application.draft.cta' },
  submitted: { text: 'promo.application.pending.text', cta: 'promo.application.pending.cta' },
  under_review: { text: 'promo.application.pending.text', cta: 'promo.application.pending.cta' },
  documents_needed: {
    text: 'promo.application.documents_needed.text',
    cta: 'promo.application.documents_needed.cta',
  },
  on_hold: { text: 'promo.application.on_hold.text', cta: 'promo.application.on_hold.cta' },
};

/**
 * The strip offering the instalment card, above the header: the texts staff set for the language
 * (back office, /admin/content/promo-strip), the store's own where they set none; none when they
 * switched it off. A shopper with an open application is told where it stands instead (after a
 * refusal the offer shows again: they may apply again).
 */
export function PromoStrip({
  t,
  strip,
  application = null,
}: {
  t: TFunction;
  strip: PromoStripTexts;
  application?: ApplicationStatus | null;
}) {
  if (!strip.visible) return null;
  const keys = application ? APPLICATION_TEXTS[application] : undefined;
  return (
    // A plain link: the spec's target keeps its trailing slash.
    <a
      href={CREDIT_LIMIT_REQUEST_PATH}
      data-testid="promo-strip"
      data-application={application ?? undefined}
      className="block bg-secondary text-black hover:bg-secondary-dark hover:text-white"
    >
      <span className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-2 px-4 py-2 text-center text-sm">
        <Icon name="credit-card" aria-hidden className="size-4" />
        <span>{keys ? t(keys.text) : (strip.text ?? t('promo.text'))}</span>
        <span className="font-bold underline">{keys ? t(keys.cta) : (strip.cta ?? t('promo.cta'))}</span>
      </span>
    </a>
  );
}
