'use client';

import { useEffect, useState } from 'react';
import { useI18n } from '../layout/i18n-provider.client';

type Sonner = typeof import('sonner');
type Options = NonNullable<Parameters<Sonner['toast']>[1]>;

/**
 * Toasts without shipping the toast library with every page: it loads with the first toast, and
 * the toast is shown once <LazyToaster> has mounted the library's own toaster to receive it.
 */
let sonner: Promise<Sonner> | undefined;
let mounted: ((s: Sonner) => void) | undefined;
let mount: ((s: Sonner) => void) | undefined;

function ready(): Promise<Sonner> {
  sonner ??= new Promise<Sonner>((resolve) => {
    mounted = resolve;
    void import('sonner').then((s) => mount?.(s));
  });
  return sonner;
}

export const toast = {
  message: (text: string, options?: Options) => void ready().then((s) => s.toast(text, options)),
  success: (text: string, options?: Options) => void ready().then((s) => s.toast.success(text, options)),
  error: (text: string, options?: Options) => void ready().then((s) => s.toast.error(text, options)),
};

export function LazyToaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  const { t } = useI18n();
  const [lib, setLib] = useState<Sonner | null>(null);
  useEffect(() => {
    mount = setLib;
    return () => {
      mount = undefined;
    };
  }, []);
  // Runs after the library's <Toaster> below has subscribed to its toasts (children's effects run first).
  useEffect(() => {
    if (lib) mounted?.(lib);
  }, [lib]);
  // The region's name is said in the page's language; the library adds its key (Alt+T), which
  // moves the focus into the toasts and holds them there, so that a toast's button is reachable.
  return lib ? (
    <lib.Toaster position="top-center" dir={dir} richColors containerAriaLabel={t('alert.toasts')} />
  ) : null;
}
