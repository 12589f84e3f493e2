'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  SLIDE_TEXT_FIELDS,
  slideFieldsSchema,
  SLIDE_LINK_MAX,
  SLIDE_SUBTITLE_MAX,
  SLIDE_TITLE_MAX,
} from '@/domain/content/slide-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { useAdminForm } from './use-admin-form.client';

/** The form's fields as typed: texts, a path on the store, Cairo days (YYYY-MM-DD) or empty. */
export interface SlideFormValues {
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  link: string;
  starts_on: string;
  ends_on: string;
  is_active: boolean;
}

type TextField = (typeof SLIDE_TEXT_FIELDS)[number];

// The labels are in the page's language; what is typed is in the column's own language and direction.
const ARABIC = { lang: 'ar', dir: 'rtl' } as const;
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/**
 * Creates a hero slide or edits one: both languages side by side (Arabic right to left), the link,
 * the days it shows and its picture. The shared schema checks the fields here first; the server
 * checks them again with the picture's content.
 */
export function SlideForm({
  initial,
  slideId,
  imageUrl,
}: {
  initial: SlideFormValues;
  /** The slide being edited; none for a new one. */
  slideId?: number;
  /** The stored picture of the slide being edited. */
  imageUrl?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = slideId !== undefined;
  const set = (name: TextField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`admin_slides.form.${name}`)}
      value={values[name]}
      onValueChange={set(name)}
      error={errorOf(name)}
      testId={`admin-slide-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  async function submit() {
    const errors = checkFields(slideFieldsSchema, values);
    const fileProblem = picture.file ? picture.problem() : editing ? null : 'slide_image_required';
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    const base = '/rest/V1/admin/content/slides';
    const answer = await send<{ id: number }>(
      editing ? `${base}/${slideId}` : base,
      editing ? 'PUT' : 'POST',
      form,
    );
    if (!answer) return;
    alert({ severity: 'success', message: t(editing ? 'admin_slides.saved' : 'admin_slides.created') });
    if (editing) {
      picture.clear();
      router.refresh();
    } else router.push(`/admin/content/slides/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_slides.delete_confirm'))) return;
    const answer = await send(`/rest/V1/admin/content/slides/${slideId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_slides.deleted') });
    router.push('/admin/content/slides');
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-slide-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{t('admin_slides.form.arabic')}</legend>
          {field('title_ar', { maxLength: SLIDE_TITLE_MAX, ...ARABIC })}
          {field('subtitle_ar', {
            ...ARABIC,
            maxLength: SLIDE_SUBTITLE_MAX,
            optionalLabel: t('admin_slides.form.optional'),
          })}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{t('admin_slides.form.english')}</legend>
          {field('title_en', { maxLength: SLIDE_TITLE_MAX, ...ENGLISH })}
          {field('subtitle_en', {
            ...ENGLISH,
            maxLength: SLIDE_SUBTITLE_MAX,
            optionalLabel: t('admin_slides.form.optional'),
          })}
        </fieldset>
      </div>
      {field('link', { dir: 'ltr', maxLength: SLIDE_LINK_MAX, hint: t('admin_slides.form.link_hint') })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('starts_on', { type: 'date', optionalLabel: t('admin_slides.form.optional') })}
        {field('ends_on', {
          type: 'date',
          optionalLabel: t('admin_slides.form.optional'),
          hint: t('admin_slides.form.dates_hint'),
        })}
      </div>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_slides.form.is_active')}
        testId="admin-slide-active"
      />
      <ImagePicker
        testId="admin-slide"
        shown={picture.preview ?? imageUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: t('admin_slides.form.image'),
          preview: t('admin_slides.form.image_preview'),
          choose: t('admin_slides.form.image_choose'),
          replace: t('admin_slides.form.image_replace'),
          hint: t('admin_slides.form.image_hint'),
        }}
        frame={{ width: 600, height: 200, className: 'aspect-[3/1] w-full max-w-xl' }}
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-slide"
        submitLabel={t(editing ? 'admin_slides.form.save' : 'admin_slides.form.create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_slides.delete')}
      />
    </form>
  );
}
