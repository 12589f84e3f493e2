'use client';

import { Heart } from 'lucide-react';
import { LoadError, LoadingState } from '../account/status-blocks.client';
import { useI18n } from '../layout/i18n-provider.client';
import { EmptyState } from '../ui/empty-state';
import { CARD } from '../ui/styles';
import { useWishlist } from './use-wishlist.client';
import { WishlistRow } from './wishlist-row.client';

/** /account/wishlist: the saved products, or an invitation to browse. */
export function WishlistSection() {
  const { t } = useI18n();
  const { items, failed, retry, busyId, remove, moveToCart } = useWishlist();

  if (!items && failed) return <LoadError onRetry={retry} />;
  if (!items) return <LoadingState label={t('wishlist.loading')} />;

  if (items.length === 0) {
    return (
      <div className="rounded-lg bg-white px-4 shadow-sm" data-testid="account-wishlist">
        <div data-testid="wishlist-empty">
          <EmptyState
            heading="h2"
            title={t('wishlist.empty_title')}
            text={t('wishlist.empty_text')}
            buttonLabel={t('wishlist.empty_button')}
            href="/"
            illustration={
              <span className="flex size-24 items-center justify-center rounded-full bg-secondary/15">
                <Heart aria-hidden className="size-12 text-secondary-dark" />
              </span>
            }
          />
        </div>
      </div>
    );
  }

  return (
    <section className={CARD} data-testid="account-wishlist" aria-label={t('wishlist.list_label')}>
      <ul data-testid="wishlist-list">
        {items.map((item) => (
          <WishlistRow
            key={item.product_id}
            item={item}
            busy={busyId === item.product_id}
            onRemove={() => void remove(item)}
            onMove={() => void moveToCart(item)}
          />
        ))}
      </ul>
    </section>
  );
}
