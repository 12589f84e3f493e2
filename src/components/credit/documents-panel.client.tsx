'use client';

import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useAccountApi } from '@/components/account/use-account-api.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { FilePicker } from '@/components/ui/file-picker.client';
import { LINK_BUTTON } from '@/components/ui/styles';
import { errorText } from '@/components/account/error-text';
import { MAX_INCOME_DOCUMENTS } from '@/domain/credit/settings';
import { imageFileProblem } from '@/domain/uploads/image-rules';
import { apiUpload } from '@/lib/api-client';
import type { DocumentKind, WireApplication } from './credit-types';
import { DocumentThumbnail } from './document-thumbnail.client';

type SlotError = { key: string; file?: string };

/**
 * The document uploads of an application: one slot per kind asked for, each uploading as soon as a
 * file is chosen (checked here for size and type, on the server by content). A slot lists what is
 * in it; documents can be removed while the application is a draft.
 */
export function DocumentsPanel({
  application,
  kinds,
  /** Documents uploaded before this time are not shown (a re-upload shows only the new ones). */
  since,
  canDelete,
  errors,
  onChange,
}: {
  application: WireApplication;
  kinds: readonly DocumentKind[];
  since?: string | null;
  canDelete: boolean;
  /** Per kind, a message key (e.g. document_required after a refused submit). */
  errors?: Partial<Record<DocumentKind, string>>;
  onChange: (application: WireApplication) => void;
}) {
  const { t, locale } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [busyKind, setBusyKind] = useState<DocumentKind | null>(null);
  // A slot's refusal: a message key, and the file it names when several were chosen at once.
  const [slotErrors, setSlotErrors] = useState<Partial<Record<DocumentKind, SlotError>>>({});
  // A refused file is let go: its picker is drawn anew, no longer naming it as chosen.
  const [refused, setRefused] = useState<Partial<Record<DocumentKind, number>>>({});
  const list = useRef<HTMLUListElement>(null);

  /**
   * The slot's picker is drawn anew after an upload or a removal (or goes, when the slot is full):
   * the focus, which was on it or on the removed file's button, goes to the slot's picker or heading
   * instead of falling to the page. Done once that drawing is committed.
   */
  const [refocus, keepFocusIn] = useState<DocumentKind | null>(null);
  useEffect(() => {
    if (!refocus) return;
    keepFocusIn(null);
    if (document.activeElement && document.activeElement !== document.body) return;
    const slot = list.current?.querySelector(`[data-testid="credit-document-${refocus}"]`);
    (slot?.querySelector<HTMLElement>('input[type="file"]') ?? slot?.querySelector('h3'))?.focus();
  }, [refocus, application]);

  function refuse(kind: DocumentKind, error: SlotError) {
    setSlotErrors((e) => ({ ...e, [kind]: error }));
    setRefused((r) => ({ ...r, [kind]: (r[kind] ?? 0) + 1 }));
    keepFocusIn(kind);
  }

  const slotText = (error: SlotError | undefined) => {
    const problem = errorText(t, error?.key, { max: MAX_INCOME_DOCUMENTS });
    return error?.file ? t('upload.file_refused', { name: `\u2068${error.file}\u2069`, problem }) : problem;
  };

  /**
   * Proofs of income may be chosen several at once, up to the slot's room: all are checked before
   * any is sent, then each is sent on its own (the server takes one file a request). A refusal names
   * its file when there were several; those sent before it stay.
   */
  async function upload(kind: DocumentKind, files: File[], room: number) {
    if (files.length === 0) return;
    if (files.length > room) return refuse(kind, { key: 'income_documents_max' });
    const nameOf = (file: File) => (files.length > 1 ? file.name : undefined);
    for (const file of files) {
      const problem = imageFileProblem(file);
      if (problem) return refuse(kind, { key: problem, file: nameOf(file) });
    }
    setSlotErrors((e) => ({ ...e, [kind]: undefined }));
    setBusyKind(kind);
    for (const file of files) {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      const answer = await apiUpload<WireApplication>(`/rest/${locale}/V1/creditlimit/mine/documents`, form, {
        token: api.token,
        locale,
      });
      if (!answer.ok || !answer.data) {
        setBusyKind(null);
        const key = answer.fieldErrors.file ?? answer.fieldErrors.kind ?? 'image_unreadable';
        refuse(kind, { key, file: nameOf(file) });
        showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
        return;
      }
      onChange(answer.data);
    }
    setBusyKind(null);
    const message =
      files.length > 1
        ? t('credit.documents_step.uploaded_count', { count: files.length })
        : t('credit.documents_step.uploaded');
    showAlert({ severity: 'success', message });
    keepFocusIn(kind);
  }

  async function remove(kind: DocumentKind, id: number) {
    const answer = await api.rest<WireApplication>(`creditlimit/mine/documents/${id}`, { method: 'DELETE' });
    if (answer.ok && answer.data) {
      onChange(answer.data);
      keepFocusIn(kind);
    } else showAlert({ severity: 'error', message: answer.message ?? t('errors.network_error') });
  }

  return (
    <ul ref={list} className="flex flex-col gap-4" data-testid="credit-documents">
      {kinds.map((kind) => {
        const docs = application.documents.filter(
          (d) => d.kind === kind && (!since || d.created_at >= since),
        );
        const full = kind === 'income' && docs.length >= MAX_INCOME_DOCUMENTS;
        const error =
          slotErrors[kind] ?? (docs.length === 0 && errors?.[kind] ? { key: errors[kind] } : undefined);
        const room = kind === 'income' ? MAX_INCOME_DOCUMENTS - docs.length : 1;
        return (
          <li
            key={kind}
            data-testid={`credit-document-${kind}`}
            data-count={docs.length}
            className="rounded-md border border-neutral-200 p-4"
          >
            <div className="mb-3 flex items-center gap-2">
              {docs.length > 0 && <CheckCircle2 aria-hidden className="size-5 text-success" />}
              <h3 className="font-bold" tabIndex={-1}>
                {t(`credit.documents.${kind}`)}
              </h3>
            </div>
            <p className="mb-3 text-sm text-neutral-600">{t(`credit.documents_step.hint_${kind}`)}</p>
            {docs.length > 0 && (
              <ul className="mb-3 flex flex-wrap gap-3">
                {docs.map((d, i) => (
                  <li
                    key={d.id}
                    className="flex flex-col items-center gap-1"
                    data-testid="credit-document-item"
                  >
                    <DocumentThumbnail
                      url={d.url}
                      alt={t('credit.documents_step.image_alt', {
                        name: t(`credit.documents.${kind}`),
                        n: i + 1,
                      })}
                    />
                    {canDelete && (
                      <button
                        type="button"
                        className={`${LINK_BUTTON} inline-flex items-center gap-1 text-sm`}
                        onClick={() => void remove(kind, d.id)}
                        data-testid="credit-document-remove"
                        aria-label={t('credit.documents_step.remove_named', {
                          name: t(`credit.documents.${kind}`),
                          n: i + 1,
                        })}
                      >
                        <Trash2 aria-hidden className="size-3.5" />
                        {t('credit.documents_step.remove')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {!full && (
              <FilePicker
                key={`${kind}-${docs.length}-${refused[kind] ?? 0}`}
                label={t(
                  docs.length === 0
                    ? 'credit.documents_step.choose'
                    : kind === 'income'
                      ? 'credit.documents_step.add_another'
                      : 'credit.documents_step.replace',
                  { name: t(`credit.documents.${kind}`) },
                )}
                buttonLabel={
                  busyKind === kind
                    ? t('credit.documents_step.uploading')
                    : t(room > 1 ? 'upload.choose_photos' : 'upload.choose_photo')
                }
                accept="image/jpeg,image/png"
                multiple={room > 1}
                testId={`credit-upload-${kind}`}
                // A document is in the slot already, shown above: not "no file chosen".
                noneChosen={docs.length > 0 ? null : undefined}
                error={slotText(error)}
                onChange={(files) => void upload(kind, files, room)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
