'use client';

import { Heart } from 'lucide-react';
import { LoadError, LoadingState } from '../account/status-blocks.client';
import { useI18n } from '../layout/i18n-provider.client';
import { IconEmptyPanel } from '../ui/empty-state';
import { CARD } from '../ui/styles';
import { useFocusAfterRemoval } from '../ui/use-focus-after-removal.client';
import { useWishlist } from './use-wishlist.client';
import { WishlistRow } from './wishlist-row.client';

/** /account/wishlist: the saved products, or an invitation to browse. */
export function WishlistSection() {
  const { t } = useI18n();
  const { items, failed, retry, busyId, remove, moveToCart } = useWishlist();
  // A product removed or moved to the cart took the focus with it: the next one's "Remove" takes
  // it (the empty state's link once none is left).
  const refocus = useFocusAfterRemoval(items, {
    row: '[data-testid="wishlist-item"]',
    control: '[data-testid="wishlist-remove"]',
    fallback: '[data-testid="wishlist-empty"] a',
  });

  if (!items && failed) return <LoadError onRetry={retry} />;
  if (!items) return <LoadingState label={t('wishlist.loading')} />;

  if (items.length === 0) {
    // account-wishlist names the section whether it is empty or not; the panel inside is the empty state.
    return (
      <div data-testid="account-wishlist">
        <IconEmptyPanel
          testId="wishlist-empty"
          icon={Heart}
          title={t('wishlist.empty_title')}
          text={t('wishlist.empty_text')}
          buttonLabel={t('wishlist.empty_button')}
        />
      </div>
    );
  }

  return (
    <section className={CARD} data-testid="account-wishlist" aria-label={t('wishlist.list_label')}>
      <ul data-testid="wishlist-list">
        {items.map((item, index) => (
          <WishlistRow
            key={item.product_id}
            item={item}
            busy={busyId === item.product_id}
            onRemove={() => {
              refocus.removing(index);
              void remove(item).then((done) => done || refocus.forget());
            }}
            onMove={() => {
              refocus.removing(index);
              void moveToCart(item).then((done) => done || refocus.forget());
            }}
          />
        ))}
      </ul>
    </section>
  );
}
