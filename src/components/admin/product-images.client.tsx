'use client';

import { useEffect, useRef, useState } from 'react';
import { apiUpload } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';
import { keepPending } from './pending-images';

export interface StaffImage {
  id: number;
  url: string;
  alt_ar: string;
  alt_en: string;
}

const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

/**
 * A product's pictures: add several (checked and re-encoded on the server), put them in order with
 * buttons (keyboard friendly), describe each in both languages, remove one.
 */
export function ProductImages({
  productId,
  initial,
  portal = 'catalog',
}: {
  productId: number;
  initial: StaffImage[];
  /** Whose API: the catalog team's (any product) or the seller portal's (its own products). */
  portal?: 'catalog' | 'seller';
}) {
  const { t, locale } = useI18n();
  const alert = useAlert();
  const [images, setImages] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const { busy, message, fieldErrors, send } = useAdminForm();
  const base = `/rest/V1/admin/${portal}/products/${productId}/images`;
  // The control to focus once the list has been drawn again: a moved picture's button (the one it
  // was moved with, or the other when that one has reached the end), or, after a removal, the next
  // picture's remove button. Without it the focus would go to the page.
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ id: number; control: 'up' | 'down' | 'remove' } | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    const row = listRef.current?.querySelector(`[data-image-id="${target.id}"]`);
    (
      row?.querySelector<HTMLElement>(`[data-control="${target.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLElement>('[data-control]:not(:disabled)')
    )?.focus();
  }, [images]);

  const move = (from: number, to: number) => {
    focusAfter.current = { id: images[from]!.id, control: to < from ? 'up' : 'down' };
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  };
  const setAlt = (id: number, field: 'alt_ar' | 'alt_en', value: string) =>
    setImages((list) => list.map((i) => (i.id === id ? { ...i, [field]: value } : i)));

  return (
    <div className="space-y-4" data-testid="admin-product-images">
      <div>
        <label className={`${SECONDARY_BUTTON} cursor-pointer`}>
          {t('admin_catalog.upload')}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png"
            className="sr-only"
            disabled={uploading}
            data-testid="admin-product-images-input"
            onChange={async (e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length === 0) return;
              const form = new FormData();
              for (const f of files) form.append('images', f);
              setUploading(true);
              setUploadError(null);
              const answer = await apiUpload<{ images: StaffImage[] }>(base, form, { locale });
              setUploading(false);
              if (!answer.ok || !answer.data) return setUploadError(answer.message ?? t('errors.internal'));
              const uploaded = answer.data.images;
              setImages((list) => keepPending(list, uploaded));
              alert({ severity: 'success', message: t('admin_catalog.uploaded') });
            }}
          />
        </label>
        <p className="mt-1 text-sm text-neutral-600">{t('admin_catalog.upload_hint')}</p>
        <FormMessage message={uploadError} />
      </div>
      {images.length === 0 && <p>{t('admin_catalog.no_images')}</p>}
      <ol ref={listRef} className="space-y-3">
        {images.map((image, index) => (
          <li
            key={image.id}
            className="flex flex-wrap items-start gap-4 rounded-md border border-neutral-200 p-3"
            data-testid="admin-product-image"
            data-image-id={image.id}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored WebP */}
            <img
              src={`${image.url}?w=320`}
              alt={t('admin_catalog.picture', { index: index + 1 })}
              width={96}
              height={96}
              className="size-24 rounded bg-neutral-50 object-contain"
            />
            <div className="grid min-w-56 flex-1 gap-3 sm:grid-cols-2">
              <Field
                label={t('admin_catalog.alt_ar')}
                value={image.alt_ar}
                onValueChange={(v) => setAlt(image.id, 'alt_ar', v)}
                lang="ar"
                dir="rtl"
                maxLength={200}
                testId={`admin-product-image-alt_ar-${index}`}
              />
              <Field
                label={t('admin_catalog.alt_en')}
                value={image.alt_en}
                onValueChange={(v) => setAlt(image.id, 'alt_en', v)}
                lang="en"
                dir="ltr"
                maxLength={200}
                testId={`admin-product-image-alt_en-${index}`}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === 0}
                data-control="up"
                onClick={() => move(index, index - 1)}
                aria-label={t('admin_catalog.move_up', { index: index + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                disabled={index === images.length - 1}
                data-control="down"
                onClick={() => move(index, index + 1)}
                aria-label={t('admin_catalog.move_down', { index: index + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                data-control="remove"
                onClick={async () => {
                  if (!window.confirm(t('admin_catalog.remove_confirm', { index: index + 1 }))) return;
                  const answer = await send<{ images: StaffImage[] }>(`${base}/${image.id}`, 'DELETE');
                  if (!answer) return;
                  const next = images[index + 1] ?? images[index - 1];
                  if (next) focusAfter.current = { id: next.id, control: 'remove' };
                  setImages((list) => keepPending(list, answer.images));
                }}
                aria-label={t('admin_catalog.remove', { index: index + 1 })}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FormMessage message={message ?? fieldErrors.images ?? null} />
      {images.length > 0 && (
        <button
          type="button"
          {...busyButton(busy)}
          className={PRIMARY_BUTTON}
          data-testid="admin-product-images-save"
          onClick={async () => {
            const answer = await send<{ images: StaffImage[] }>(base, 'PUT', {
              images: images.map(({ id, alt_ar, alt_en }) => ({ id, alt_ar, alt_en })),
            });
            if (!answer) return;
            setImages(answer.images);
            alert({ severity: 'success', message: t('admin_catalog.images_saved') });
          }}
        >
          {t('admin_catalog.save_images')}
        </button>
      )}
    </div>
  );
}
