'use client';

import { useState } from 'react';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { errorText } from '@/components/account/error-text';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { FilePicker } from '@/components/ui/file-picker.client';
import { SELLER_DOCUMENT_KINDS } from '@/domain/sellers/schemas';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';
import type { useSellerApi } from './use-seller-api.client';

/**
 * The scans of the commercial register and the tax card (§5 images), each sent as soon as it is
 * chosen; a new file replaces the one before.
 */
export function SellerDocuments({
  application,
  api,
  errors,
  onChange,
}: {
  application: WireSellerApplication | null;
  api: ReturnType<typeof useSellerApi>;
  errors: Record<string, string>;
  onChange: (application: WireSellerApplication) => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState<string | null>(null);
  const [ownErrors, setOwnErrors] = useState<Record<string, string | undefined>>({});

  async function send(kind: string, file: File | undefined) {
    if (!file) return;
    setBusy(kind);
    setOwnErrors((e) => ({ ...e, [kind]: undefined }));
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    const answer = await api.upload<WireSellerApplication>('application/documents', form);
    setBusy(null);
    if (answer.ok && answer.data) onChange(answer.data);
    else
      setOwnErrors((e) => ({
        ...e,
        [kind]:
          errorText(t, answer.fieldErrors[kind] ?? answer.fieldErrors.file) ??
          answer.message ??
          t('errors.network_error'),
      }));
  }

  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-neutral-200 p-4">
      <legend className="px-1 font-bold">{t('sellers.documents.title')}</legend>
      <p className="text-sm text-neutral-600">{t('sellers.documents.hint')}</p>
      {SELLER_DOCUMENT_KINDS.map((kind) => {
        const uploaded = application?.documents.find((d) => d.kind === kind);
        return (
          <div key={kind} className="flex flex-col gap-1">
            <FilePicker
              label={t(`sellers.documents.${kind}`)}
              buttonLabel={t(uploaded ? 'sellers.documents.replace' : 'sellers.documents.choose')}
              accept="image/jpeg,image/png"
              testId={`seller-${kind}`}
              error={ownErrors[kind] ?? errorText(t, errors[kind])}
              // Sent earlier: the line below says so; "No file chosen" beside it would contradict it.
              noneChosen={uploaded ? null : undefined}
              onChange={(files) => void send(kind, files[0])}
            />
            <p
              className="flex items-center gap-1 text-sm"
              aria-live="polite"
              data-testid={`seller-${kind}-state`}
            >
              {busy === kind ? (
                <>
                  <LoaderCircle aria-hidden className="size-4 animate-spin" />
                  {t('sellers.documents.uploading')}
                </>
              ) : uploaded ? (
                <>
                  <CheckCircle2 aria-hidden className="size-4 text-success" />
                  {t('sellers.documents.uploaded')}
                </>
              ) : null}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
