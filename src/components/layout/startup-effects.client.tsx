'use client';

import { useEffect } from 'react';

/**
 * Once the page is interactive: service workers left by an earlier version of the site are
 * removed (as the seed's startup does), and <html data-hydrated> tells tests and tools the
 * client islands are live.
 */
export function StartupEffects() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => {});
  }, []);
  return null;
}
