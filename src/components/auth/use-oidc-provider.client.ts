'use client';

import { useEffect, useState } from 'react';
import { getProviders, type ClientSafeProvider } from 'next-auth/react';

let providers: Promise<ClientSafeProvider | null> | null = null;

/** The OpenID Connect provider when one is configured (asked once per page load), else null. */
export function useOidcProvider(): ClientSafeProvider | null {
  const [provider, setProvider] = useState<ClientSafeProvider | null>(null);
  useEffect(() => {
    let live = true;
    providers ??= getProviders()
      .then((list) => list?.oidc ?? null)
      .catch(() => null);
    void providers.then((p) => {
      if (live) setProvider(p);
    });
    return () => {
      live = false;
    };
  }, []);
  return provider;
}
