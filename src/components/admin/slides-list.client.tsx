'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { SlideStatus } from '@/domain/content/slide-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON, TEXT_LINK } from '../ui/styles';
import { FormMessage } from './form-message';
import { SLIDE_STATUS_TONE } from './slide-text';
import { useAdminForm } from './use-admin-form.client';

export interface SlideRow {
  id: number;
  image: string;
  /** In the page's language. */
  title: string;
  link: string;
  /** Already formatted, e.g. "May 1, 2026 to May 31, 2026", or "Always". */
  dates: string;
  status: SlideStatus;
}

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * The hero slides in the order the home page shows them: each with its picture, title, link, days
 * and status; moved with buttons (keyboard friendly), the new order saved at once for all.
 */
export function SlidesList({ initial }: { initial: SlideRow[] }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [slides, setSlides] = useState(initial);
  const { busy, message, send } = useAdminForm();
  const moved = slides.some((s, i) => s.id !== initial[i]?.id);

  const move = (from: number, to: number) =>
    setSlides((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  if (slides.length === 0) return <p data-testid="admin-slides-empty">{t('admin_slides.none')}</p>;
  return (
    <div className="space-y-4">
      <ol className="space-y-3" data-testid="admin-slides">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-3 shadow-sm"
            data-testid={`admin-slide-${slide.id}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored WebP */}
            <img
              src={`${slide.image}?w=480`}
              alt=""
              width={240}
              height={80}
              className="aspect-[3/1] w-48 rounded bg-neutral-200 object-cover"
            />
            <div className="min-w-48 flex-1 space-y-1">
              <Link
                href={`/admin/content/slides/${slide.id}`}
                className={TEXT_LINK}
                data-testid="admin-slide-edit"
              >
                {slide.title}
              </Link>
              <p className="text-sm text-neutral-700">
                <bdi dir="ltr">{slide.link}</bdi> · {slide.dates}
              </p>
              <span
                className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${SLIDE_STATUS_TONE[slide.status]}`}
                data-testid="admin-slide-status"
              >
                {t(`admin_slides.status.${slide.status}`)}
              </span>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('admin_slides.move_up', { title: slide.title })}
                data-testid="admin-slide-up"
              >
                ↑
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === slides.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('admin_slides.move_down', { title: slide.title })}
                data-testid="admin-slide-down"
              >
                ↓
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FormMessage message={message} />
      {moved && (
        <button
          type="button"
          disabled={busy}
          className={PRIMARY_BUTTON}
          data-testid="admin-slides-save-order"
          onClick={async () => {
            const answer = await send('/rest/V1/admin/content/slides/order', 'PUT', {
              ids: slides.map((s) => s.id),
            });
            if (!answer) return;
            alert({ severity: 'success', message: t('admin_slides.order_saved') });
            router.refresh();
          }}
        >
          {t('admin_slides.save_order')}
        </button>
      )}
    </div>
  );
}
