'use client';

import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { mediaSrcSet } from '@/lib/media-widths';
import { useI18n } from '../layout/i18n-provider.client';

/** The main image with a strip of thumbnails that choose it. */
export function ProductGallery({
  images,
  alts = [],
  name,
}: {
  images: string[];
  alts?: string[];
  name: string;
}) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg bg-white text-neutral-400">
        <ImageOff aria-hidden className="size-12" />
        <span>{t('product.no_image')}</span>
      </div>
    );
  }

  return (
    <section aria-label={t('product.gallery')} data-testid="product-gallery" className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-lg bg-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated WebP files, already sized */}
        <img
          src={`/media/${current}`}
          srcSet={mediaSrcSet(current, [480], 600)}
          sizes="(min-width: 992px) 50vw, 100vw"
          alt={alts[index] || name}
          width={600}
          height={600}
          fetchPriority={index === 0 ? 'high' : undefined}
          data-testid="gallery-main"
          className="aspect-square w-full object-contain"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('product.show_image', { index: i + 1, total: images.length })}
                aria-current={i === index}
                data-testid="gallery-thumbnail"
                className={`block rounded-md border-2 bg-white p-1 ${
                  i === index ? 'border-secondary' : 'border-transparent hover:border-neutral-300'
                }`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- generated WebP files */}
                <img
                  src={`/media/${image}?w=320`}
                  alt=""
                  width={72}
                  height={72}
                  className="size-16 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
