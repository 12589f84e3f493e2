'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthModal } from '../auth/auth-modal.client';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * A guest's wishlist press opens the login modal; the product is added once signed in. The
 * modal's afterLogin runs before the new session reaches this component, so the product waits in
 * a queue until the customer token is there.
 */
export function usePendingWishlist(
  customerToken: string | undefined,
  add: (productId: number) => Promise<void>,
): (productId: number) => Promise<void> {
  const { open } = useAuthModal();
  const { t } = useI18n();
  const queue = useRef<number[]>([]);
  const [queued, setQueued] = useState(0);

  useEffect(() => {
    if (!customerToken || queue.current.length === 0) return;
    const ids = queue.current;
    queue.current = [];
    for (const id of new Set(ids)) void add(id);
  }, [customerToken, queued, add]);

  return useCallback(
    async (productId: number) => {
      if (customerToken) return add(productId);
      open(
        'login',
        () => {
          queue.current.push(productId);
          setQueued((n) => n + 1);
        },
        t('wishlist.sign_in_first'),
      );
    },
    [customerToken, add, open, t],
  );
}
