'use client';

import Link from '@/components/ui/link.client';
import type { SlideStatus } from '@/domain/content/slide-schemas';
import { useI18n } from '../layout/i18n-provider.client';
import { TEXT_LINK } from '../ui/styles';
import { OrderedList } from './ordered-list.client';
import { SLIDE_STATUS_TONE } from './slide-text';

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

/**
 * The hero slides in the order the home page shows them: each with its picture, title, link, days
 * and status; moved with buttons (keyboard friendly), the new order saved at once for all.
 */
export function SlidesList({ initial }: { initial: SlideRow[] }) {
  const { t } = useI18n();
  return (
    <OrderedList
      initial={initial}
      orderUrl="/rest/V1/admin/content/slides/order"
      testId="admin-slide"
      texts={{
        none: t('admin_slides.none'),
        moveUp: (title) => t('admin_slides.move_up', { title }),
        moveDown: (title) => t('admin_slides.move_down', { title }),
        saved: t('admin_slides.order_saved'),
        save: t('admin_slides.save_order'),
      }}
    >
      {(slide) => (
        <>
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
        </>
      )}
    </OrderedList>
  );
}
