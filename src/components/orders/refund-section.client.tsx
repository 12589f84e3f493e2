'use client';

import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { Undo2 } from 'lucide-react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { FilePicker } from '@/components/ui/file-picker.client';
import { TextAreaField } from '@/components/ui/field.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import { REFUND_COMMENT_MAX, REFUND_MAX_PHOTOS, REFUND_REASONS } from '@/domain/orders/refund-rules';
import { imageFileProblem } from '@/domain/uploads/image-rules';
import { apiUpload } from '@/lib/api-client';
import type { OrderDetails } from './order-types';
import { RefundRequested } from './refund-requested.client';
import { busyButton } from '@/components/ui/busy-button';

/** What the form refuses in the photos chosen, and in which file (the server checks the bytes again). */
function photoProblem(files: File[]): { error: string; file?: string } | null {
  if (files.length > REFUND_MAX_PHOTOS) return { error: 'refund_photos' };
  for (const file of files) {
    const error = imageFileProblem(file);
    if (error) return { error, file: file.name };
  }
  return null;
}

/** The refund asked for on a delivered order, or the form to ask for one (reason, products, photos). */
export function RefundSection({ order, onChanged }: { order: OrderDetails; onChanged: () => void }) {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The photo the form refused, named in its message: several may be chosen at once.
  const [badPhoto, setBadPhoto] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** A field's message goes once the shopper changes that field; the others stay until fixed. */
  const clear = (field: string) =>
    setErrors((all) => {
      if (!(field in all)) return all;
      const { [field]: _gone, ...rest } = all;
      return rest;
    });
  const errorOf = (field: string) => {
    if (!errors[field]) return null;
    const problem = t(`errors.${errors[field]}`, { max: REFUND_MAX_PHOTOS });
    return field === 'photos' && badPhoto
      ? t('upload.file_refused', { name: `\u2068${badPhoto}\u2069`, problem })
      : problem;
  };
  /** The photos are checked as soon as they are chosen, not only when the form is sent. */
  function checkPhotos(chosenFiles: File[]) {
    const problem = photoProblem(chosenFiles);
    setBadPhoto(problem?.file);
    if (problem) setErrors((all) => ({ ...all, photos: problem.error }));
    else clear('photos');
  }

  // What can still be asked back: not canceled, and not all on an earlier request.
  const returnable = order.items.filter((l) => !l.canceled && l.qty > l.returned_qty);
  // The last request, where it stands; once it is decided the order can be asked about again
  // (what it did not take back).
  const last = order.refund && <RefundRequested order={order} refund={order.refund} />;
  if (!order.can_request_refund) return last || null;
  if (!open) {
    return (
      <>
        {last}
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-start`}
          onClick={() => setOpen(true)}
          data-testid="order-refund-open"
        >
          <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('orders.refund.open')}
        </button>
      </>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!reason) local.reason = 'refund_reason';
    if (chosen.length === 0) local.items = 'refund_items_none';
    const photos = photoProblem(files);
    if (photos) local.photos = photos.error;
    setBadPhoto(photos?.file);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.append('reason', reason);
    body.append('comment', comment);
    const lines = returnable.filter((l) => chosen.includes(l.item_id));
    body.append(
      'items',
      JSON.stringify(lines.map((l) => ({ item_id: l.item_id, qty: l.qty - l.returned_qty }))),
    );
    for (const file of files) body.append('photos', file);
    const answer = await apiUpload(`/rest/${locale}/V1/orders/mine/${order.id}/refund`, body, {
      token: api.token,
      locale,
    });
    setBusy(false);
    if (answer.ok) {
      showAlert({ severity: 'success', message: t('orders.refund.sent') });
      onChanged();
      return;
    }
    setErrors(answer.fieldErrors);
    setBadPhoto(undefined);
    if (form.current) focusFirstInvalid(form.current);
    showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  return (
    <>
      {last}
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-md border border-neutral-200 p-4"
        data-testid="order-refund-form"
      >
        <h3 className="text-lg font-bold">{t('orders.refund.heading')}</h3>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-bold">{t('orders.refund.items')}</legend>
          {returnable.map((line) => (
            <label key={line.item_id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                data-testid="order-refund-item"
                checked={chosen.includes(line.item_id)}
                onChange={(e) => {
                  const checked = e.target.checked;
                  setChosen((c) => (checked ? [...c, line.item_id] : c.filter((id) => id !== line.item_id)));
                  clear('items');
                }}
                aria-invalid={errorOf('items') ? true : undefined}
                aria-describedby={errorOf('items') ? 'refund-items-error' : undefined}
                className="size-4 accent-secondary"
              />
              {line.name}
            </label>
          ))}
          {errorOf('items') && (
            <p id="refund-items-error" className="text-sm text-error" data-testid="order-refund-items-error">
              {errorOf('items')}
            </p>
          )}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t('orders.refund.reason')}
          <select
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              clear('reason');
            }}
            aria-invalid={errorOf('reason') ? true : undefined}
            aria-describedby={errorOf('reason') ? 'refund-reason-error' : undefined}
            data-testid="order-refund-reason"
            className="rounded-md border border-neutral-300 bg-white px-3 py-2.5 font-normal"
          >
            <option value="">{t('orders.refund.choose_reason')}</option>
            {REFUND_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`orders.refund.reasons.${r}`)}
              </option>
            ))}
          </select>
          {errorOf('reason') && (
            <span
              id="refund-reason-error"
              className="font-normal text-error"
              data-testid="order-refund-reason-error"
            >
              {errorOf('reason')}
            </span>
          )}
        </label>
        <TextAreaField
          label={t('orders.refund.comment')}
          value={comment}
          onValueChange={setComment}
          maxLength={REFUND_COMMENT_MAX}
          rows={3}
          error={errorOf('comment')}
          testId="order-refund-comment"
        />
        <FilePicker
          label={t('orders.refund.photos', { max: REFUND_MAX_PHOTOS })}
          buttonLabel={t('upload.choose_photos')}
          accept="image/jpeg,image/png"
          multiple
          testId="order-refund-photos"
          error={errorOf('photos')}
          onChange={(chosenFiles) => {
            setFiles(chosenFiles);
            checkPhotos(chosenFiles);
          }}
        />
        <div className="flex gap-3">
          <button
            type="submit"
            {...busyButton(busy)}
            className={PRIMARY_BUTTON}
            data-testid="order-refund-submit"
          >
            {t('orders.refund.submit')}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(false)}>
            {t('orders.refund.cancel')}
          </button>
        </div>
      </form>
    </>
  );
}
