'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { brandFieldsSchema, CATEGORY_NAME_MAX, URL_KEY_MAX } from '@/domain/catalog/category-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { useAdminForm } from './use-admin-form.client';

export interface BrandFormValues {
  url_key: string;
  name_ar: string;
  name_en: string;
  position: string;
  is_featured: boolean;
}
type TextField = Exclude<keyof BrandFormValues, 'is_featured'>;

const BASE = '/rest/V1/admin/catalog/brands';

/** Creates a brand or edits one: URL key, both names side by side, position, featured, logo. */
export function BrandForm({
  initial,
  brandId,
  logoUrl,
}: {
  initial: BrandFormValues;
  brandId?: number;
  logoUrl?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = brandId !== undefined;
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const label = (name: string) => t(`admin_tree.brands.form.${name}`);
  const text = (name: TextField) => ({
    label: label(name),
    value: values[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errorOf(name),
    testId: `admin-brand-${name.replaceAll('_', '-')}`,
  });

  async function submit() {
    const errors = checkFields(brandFieldsSchema, values);
    const fileProblem = picture.problem();
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    const answer = await send<{ id: number }>(
      editing ? `${BASE}/${brandId}` : BASE,
      editing ? 'PUT' : 'POST',
      form,
    );
    if (!answer) return;
    alert({
      severity: 'success',
      message: t(editing ? 'admin_tree.brands.saved' : 'admin_tree.brands.created'),
    });
    if (editing) {
      picture.clear();
      router.refresh();
    } else router.push(`/admin/catalog/brands/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_tree.brands.delete_confirm'))) return;
    const answer = await send(`${BASE}/${brandId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_tree.brands.deleted') });
    router.push('/admin/catalog/brands');
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-brand-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset>
          <legend className="mb-1 font-bold">{label('arabic')}</legend>
          <Field {...text('name_ar')} lang="ar" dir="rtl" maxLength={CATEGORY_NAME_MAX} />
        </fieldset>
        <fieldset>
          <legend className="mb-1 font-bold">{label('english')}</legend>
          <Field {...text('name_en')} lang="en" dir="ltr" maxLength={CATEGORY_NAME_MAX} />
        </fieldset>
      </div>
      <Field {...text('url_key')} dir="ltr" maxLength={URL_KEY_MAX} hint={label('url_key_hint')} />
      <Field {...text('position')} type="number" min={0} max={9999} inputMode="numeric" />
      <ActiveSwitch
        checked={values.is_featured}
        onChange={(is_featured) => setValues((v) => ({ ...v, is_featured }))}
        label={label('is_featured')}
        testId="admin-brand-featured"
      />
      <ImagePicker
        testId="admin-brand"
        shown={picture.preview ?? logoUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: label('image'),
          preview: label('image_preview'),
          choose: label('image_choose'),
          replace: label('image_replace'),
          hint: label('image_hint'),
        }}
        frame={{ width: 200, height: 100, className: 'aspect-[2/1] w-48' }}
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-brand"
        submitLabel={label(editing ? 'save' : 'create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_tree.brands.delete')}
      />
    </form>
  );
}
