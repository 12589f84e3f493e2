'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { useAnyOverlayOpen } from '../ui/open-overlays';

const SEEN_KEY = 'popup-banner-seen';
const DELAY_MS = 1_500;

/**
 * The overlay ad: shown once per browser session, a moment after the page loads, and never on top
 * of a drawer, the mobile menu or a modal the shopper opened: it waits until they are closed.
 */
export function PopupBanner({
  banner,
}: {
  banner: { id: number; title: string; image: string; link: string };
}) {
  const { t } = useI18n();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const covered = useAnyOverlayOpen();

  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY) === String(banner.id)) return;
    const timer = setTimeout(() => setDue(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [banner.id]);

  // Seen once it is actually shown: a shopper who leaves through the open drawer sees it next time.
  useEffect(() => {
    if (!due || covered) return;
    sessionStorage.setItem(SEEN_KEY, String(banner.id));
    setDue(false);
    setOpen(true);
  }, [due, covered, banner.id]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="popup-banner"
          className="fixed inset-0 z-50 m-auto h-fit w-[90vw] max-w-lg"
        >
          <Link
            href={banner.link}
            onClick={() => setOpen(false)}
            className="block overflow-hidden rounded-lg bg-white"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- generated banner */}
            <img src={`/media/${banner.image}`} alt="" className="w-full" />
            <Dialog.Title className="p-4 text-center text-xl font-bold">{banner.title}</Dialog.Title>
          </Link>
          <Dialog.Close
            aria-label={t('popup.close')}
            className="absolute end-2 top-2 rounded-full bg-white p-1 text-black shadow"
          >
            <X aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
