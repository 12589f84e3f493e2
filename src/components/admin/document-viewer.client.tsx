'use client';

import { RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useI18n } from '../layout/i18n-provider.client';

const ZOOMS = [1, 1.5, 2, 3] as const;

/** A private scan for staff: zoom and rotate in place, or open the full image. */
export function DocumentViewer({ src, label, testId }: { src: string; label: string; testId: string }) {
  const { t } = useI18n();
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const button =
    'inline-flex size-9 items-center justify-center rounded border border-neutral-300 bg-white hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';
  return (
    <figure className="rounded-md border border-neutral-200 p-3" data-testid={testId}>
      <figcaption className="mb-2 flex flex-wrap items-center gap-2">
        <span className="me-auto font-bold">{label}</span>
        <button
          type="button"
          className={button}
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
          aria-label={t('admin.viewer.zoom_out')}
        >
          <ZoomOut aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={button}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom(zoom + 1)}
          aria-label={t('admin.viewer.zoom_in')}
        >
          <ZoomIn aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          className={button}
          onClick={() => setTurns((turns + 1) % 4)}
          aria-label={t('admin.viewer.rotate')}
          data-testid={`${testId}-rotate`}
        >
          <RotateCw aria-hidden className="size-5" />
        </button>
        <a
          href={src}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-bold text-amber-700 underline-offset-2 hover:underline"
        >
          {t('admin.viewer.open_full')}
        </a>
      </figcaption>
      <div className="flex h-80 items-center justify-center overflow-auto bg-neutral-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- a private file served to staff only, not an optimisable public image */}
        <img
          src={src}
          alt={t('admin.viewer.alt', { kind: label })}
          className="max-h-full max-w-full transition-transform"
          style={{ transform: `scale(${ZOOMS[zoom]}) rotate(${turns * 90}deg)` }}
          data-testid={`${testId}-image`}
        />
      </div>
    </figure>
  );
}
