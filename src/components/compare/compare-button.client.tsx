'use client';

import { Icon } from '@/components/ui/icon';
import { useRouter } from 'next/navigation';
import { toast } from '../ui/toaster.client';
import { MAX_COMPARE_ITEMS } from '@/domain/catalog/compare';
import { useI18n } from '../layout/i18n-provider.client';
import { addToCompare, removeFromCompare, useCompareIds } from './compare-store';
import { formatNumber } from '@/i18n/format';

/** How long a comparison toast with its "View comparison" button stays (the library's default is 4 s). */
const COMPARE_TOAST_MS = 10_000;

/**
 * Adds a product to (or takes it out of) the comparison. A fifth product is refused with a
 * message saying why; the button's pressed state follows the list wherever it is changed.
 */
export function CompareButton({
  productId,
  compact = false,
  describedBy,
}: {
  productId: number;
  compact?: boolean;
  /** The id of what names the product, where several such buttons share one page (cards). */
  describedBy?: string;
}) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const ids = useCompareIds();
  const pressed = ids?.includes(productId) ?? false;
  const max = formatNumber(MAX_COMPARE_ITEMS, locale);
  const label = pressed ? t('compare.button_active') : t('compare.button');

  // One comparison toast at a time (the next replaces it), staying long enough to reach its
  // button from the keyboard: Alt+T moves the focus into the toasts and holds them while it is there.
  const withView = {
    id: 'compare',
    duration: COMPARE_TOAST_MS,
    action: { label: t('compare.view'), onClick: () => router.push('/comparison') },
  };

  function onClick() {
    if (pressed) {
      removeFromCompare(productId);
      // In the place of the last one, without its button and its longer stay.
      toast.message(t('compare.removed'), { id: 'compare', action: undefined, duration: undefined });
      return;
    }
    const result = addToCompare(productId);
    if (result === 'full') {
      toast.error(t('compare.full', { max }), withView);
      return;
    }
    const count = formatNumber((ids?.length ?? 0) + 1, locale);
    toast.success(t('compare.added', { count, max }), withView);
  }

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={compact ? label : undefined}
      aria-describedby={describedBy}
      title={label}
      data-testid="compare-button"
      data-product-id={productId}
      className={`inline-flex items-center justify-center gap-2 rounded-md border text-sm font-bold ${
        compact ? 'p-2' : 'px-4 py-3'
      } ${
        pressed
          ? 'border-secondary bg-secondary/10 text-secondary-dark'
          : 'border-neutral-300 bg-white hover:border-secondary'
      }`}
    >
      <Icon name="git-compare-arrows" aria-hidden className="size-5" />
      {!compact && (
        // Both words in one cell, the other hidden: the button keeps the longer one's width, so
        // pressing it does not narrow the add-to-cart button beside it.
        <span className="grid">
          {[t('compare.button'), t('compare.button_active')].map((word) => (
            <span key={word} className={`col-start-1 row-start-1 ${word === label ? '' : 'invisible'}`}>
              {word}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}
