'use client';

import Link from '@/components/ui/link.client';
import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { useI18n } from '../layout/i18n-provider.client';
import { ModalDialog } from '../ui/modal-dialog.client';
import { dialogsOpenedSoFar, useAnyOverlayOpen, useFocusInUse } from '../ui/open-overlays';

const SEEN_KEY = 'popup-banner-seen';
const DELAY_MS = 1_500;
const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The overlay ad: shown once per browser session, a moment after the shopper starts using the page, and never on top
 * of a drawer, the mobile menu, the search suggestions or a modal the shopper opened, nor while they type in the
 * search box or a form (it would take the keyboard mid-word, and Enter would follow the ad) or move through the page
 * by keyboard (it would take the focus from where they are): it waits until they are done. A shopper who opened a
 * dialog of their own on this page (to sign in or register) is not shown it on this page at all: it would come up
 * the moment theirs closes, over their "signed in", with the focus taken from where it went back to; nor is one who
 * moves through the page with Tab.
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
  const focusInUse = useFocusInUse();
  const titleId = useId();
  const dialogsAtLoad = useRef<number | null>(null);
  // A shopper moving through the page with Tab is not interrupted on this page at all: between two
  // presses the focus may sit on a control that hides it is in use (the first Tab's skip link, say).
  const tabbed = useRef(false);

  // Due a moment after the shopper's first interaction (a scroll, a tap, a key): an ad that
  // covers the page as it lands is an intrusive interstitial, and it would be the page's largest paint.
  useEffect(() => {
    dialogsAtLoad.current ??= dialogsOpenedSoFar();
    if (sessionStorage.getItem(SEEN_KEY) === String(banner.id)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      stop();
      timer = setTimeout(() => setDue(true), DELAY_MS);
    };
    const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, arm));
    const tab = (e: KeyboardEvent) => {
      if (e.key === 'Tab') tabbed.current = true;
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, arm, { passive: true }));
    window.addEventListener('keydown', tab);
    return () => {
      stop();
      window.removeEventListener('keydown', tab);
      clearTimeout(timer);
    };
  }, [banner.id]);

  // Seen once it is actually shown: a shopper who leaves through the open drawer sees it next time.
  useEffect(() => {
    if (!due || covered || focusInUse) return;
    setDue(false);
    if (tabbed.current || dialogsOpenedSoFar() > (dialogsAtLoad.current ?? 0)) return;
    sessionStorage.setItem(SEEN_KEY, String(banner.id));
    setOpen(true);
  }, [due, covered, focusInUse, banner.id]);

  if (!open) return null;
  // Fixed above the page, with its image's size reserved: nothing under it or in it moves.
  return (
    <ModalDialog
      onClose={() => setOpen(false)}
      aria-labelledby={titleId}
      data-testid="popup-banner"
      className="fixed inset-0 m-auto h-fit w-[90vw] max-w-lg bg-transparent"
    >
      <Link
        href={banner.link}
        onClick={() => setOpen(false)}
        className="block overflow-hidden rounded-lg bg-white"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- generated banner */}
        <img
          src={`/media/${banner.image}`}
          srcSet={`/media/${banner.image}?w=480 480w, /media/${banner.image} 600w`}
          sizes="(min-width: 576px) 512px, 90vw"
          alt=""
          width={600}
          height={600}
          className="h-auto max-h-[70vh] w-full object-contain"
        />
        <h2 id={titleId} className="p-4 text-center text-xl font-bold">
          {banner.title}
        </h2>
      </Link>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('popup.close')}
        className="absolute end-2 top-2 rounded-full bg-white p-1 text-black shadow"
      >
        <X aria-hidden />
      </button>
    </ModalDialog>
  );
}
