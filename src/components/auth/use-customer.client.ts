'use client';

import { useSession } from 'next-auth/react';

/** The signed-in customer as the client sees it (§3 Auth state: user, isLogged). */
export function useCustomer() {
  const { data, status, update } = useSession();
  const user = data?.user ?? null;
  return {
    status,
    isLogged: status === 'authenticated' && !!user,
    user,
    token: user?.data.customer_token,
    /** Re-reads the session from the server (after the phone or name changed). */
    refresh: update,
  };
}
