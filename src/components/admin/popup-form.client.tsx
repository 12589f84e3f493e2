'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  POPUP_LINK_MAX,
  POPUP_TEXT_FIELDS,
  POPUP_TITLE_MAX,
  popupFieldsSchema,
} from '@/domain/content/promo-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { useAdminForm } from './use-admin-form.client';

/** The form's fields as typed: titles, a path on the store, Cairo days (YYYY-MM-DD) or empty. */
export type PopupFormValues = Record<(typeof POPUP_TEXT_FIELDS)[number], string> & { is_active: boolean };
type TextField = (typeof POPUP_TEXT_FIELDS)[number];

const BASE = '/rest/V1/admin/content/popups';

/**
 * Creates an overlay ad or edits one: both titles side by side (Arabic right to left), the link,
 * the days it shows and its square picture. The shared schema checks the fields here first; the
 * server checks them again with the picture's content.
 */
export function PopupForm({
  initial,
  popupId,
  imageUrl,
}: {
  initial: PopupFormValues;
  /** The ad being edited; none for a new one. */
  popupId?: number;
  /** The stored picture of the ad being edited. */
  imageUrl?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = popupId !== undefined;
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`admin_promos.form.${name}`)}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={errorOf(name)}
      testId={`admin-popup-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  async function submit() {
    const errors = checkFields(popupFieldsSchema, values);
    const fileProblem = picture.file ? picture.problem() : editing ? null : 'popup_image_required';
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    const answer = await send<{ id: number }>(
      editing ? `${BASE}/${popupId}` : BASE,
      editing ? 'PUT' : 'POST',
      form,
    );
    if (!answer) return;
    alert({
      severity: 'success',
      message: t(editing ? 'admin_promos.popups.saved' : 'admin_promos.popups.created'),
    });
    if (editing) {
      picture.clear();
      router.refresh();
    } else router.push(`/admin/content/popups/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_promos.popups.delete_confirm'))) return;
    const answer = await send(`${BASE}/${popupId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_promos.popups.deleted') });
    router.push('/admin/content/popups');
  }

  const optional = t('admin_promos.form.optional');
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-popup-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div lang="ar" dir="rtl">
          {field('title_ar', { maxLength: POPUP_TITLE_MAX })}
        </div>
        <div lang="en" dir="ltr">
          {field('title_en', { maxLength: POPUP_TITLE_MAX })}
        </div>
      </div>
      {field('link', { dir: 'ltr', maxLength: POPUP_LINK_MAX, hint: t('admin_promos.form.link_hint') })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('starts_on', { type: 'date', optionalLabel: optional })}
        {field('ends_on', { type: 'date', optionalLabel: optional, hint: t('admin_promos.form.dates_hint') })}
      </div>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_promos.popups.is_active')}
        testId="admin-popup-active"
      />
      <ImagePicker
        testId="admin-popup"
        shown={picture.preview ?? imageUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: t('admin_promos.popups.image'),
          preview: t('admin_promos.popups.image_preview'),
          choose: t('admin_promos.popups.image_choose'),
          replace: t('admin_promos.popups.image_replace'),
          hint: t('admin_promos.popups.image_hint'),
        }}
        frame={{ width: 300, height: 300, className: 'aspect-square w-full max-w-60' }}
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-popup"
        submitLabel={t(editing ? 'admin_promos.form.save' : 'admin_promos.popups.create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_promos.popups.delete')}
      />
    </form>
  );
}
