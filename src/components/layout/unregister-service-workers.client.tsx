'use client';

import { useEffect } from 'react';

/** As the seed's startup does: service workers left by an earlier version of the site are removed. */
export function UnregisterServiceWorkers() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => {});
  }, []);
  return null;
}
