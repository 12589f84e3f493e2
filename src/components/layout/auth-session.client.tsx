'use client';

import { useEffect, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import type { Session } from 'next-auth';
import { SessionProvider, signOut } from 'next-auth/react';
import { onUnauthorized } from '@/lib/api-client';

/** Any 401 from the API ends the browser's session too (§6). */
function SignOutOnUnauthorized() {
  const router = useRouter();
  useEffect(() => {
    onUnauthorized(() => {
      void signOut({ redirect: false }).then(() => router.refresh());
    });
    return () => onUnauthorized(null);
  }, [router]);
  return null;
}

/** The next-auth session (the server's reading first, so the header never flashes), re-read on window focus and when another tab signs in or out (§4). */
export function AuthSession({ session, children }: { session: Session | null; children: ReactNode }) {
  return (
    <SessionProvider session={session} refetchOnWindowFocus>
      <SignOutOnUnauthorized />
      {children}
    </SessionProvider>
  );
}
