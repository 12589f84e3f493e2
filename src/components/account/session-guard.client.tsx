'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useCustomer } from '@/components/auth/use-customer.client';

/**
 * Signed out elsewhere (another tab, an expired token): re-render on the server, which sends an
 * account page to sign-in with error=SessionRequired.
 */
export function SessionGuard() {
  const { status } = useCustomer();
  const router = useRouter();
  useEffect(() => {
    if (status === 'unauthenticated') router.refresh();
  }, [status, router]);
  return null;
}
