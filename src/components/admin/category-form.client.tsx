'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_FLAGS,
  CATEGORY_NAME_MAX,
  categoryFieldsSchema,
  URL_KEY_MAX,
  type CategoryFlag,
} from '@/domain/catalog/category-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, SelectField, TextAreaField } from '../ui/field.client';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { useAdminForm } from './use-admin-form.client';

/** The form's values as typed: texts, the parent's id ('' for none), the flags. */
export interface CategoryFormValues extends Record<CategoryFlag, boolean> {
  parent_id: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  url_key: string;
  importance_position: string;
}
type TextField =
  'name_ar' | 'name_en' | 'description_ar' | 'description_en' | 'url_key' | 'importance_position';

const ARABIC = { lang: 'ar', dir: 'rtl' } as const;
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;
const BASE = '/rest/V1/admin/catalog/categories';

/**
 * Creates a category or edits one: its parent (none, a main or a sub category it may go under),
 * both languages side by side, the URL key, §3's flags and the picture. The shared schema checks
 * the fields here first; the server checks them again with the tree's rules and the picture.
 */
export function CategoryForm({
  initial,
  parents,
  categoryId,
  path,
  imageUrl,
}: {
  initial: CategoryFormValues;
  /** The categories it may go under, each with its trail in the page's language. */
  parents: { id: number; label: string }[];
  categoryId?: number;
  /** The category's path now (editing). */
  path?: string;
  imageUrl?: string;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = categoryId !== undefined;
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const label = (name: string) => t(`admin_tree.categories.form.${name}`);
  const text = (name: TextField) => ({
    label: label(name),
    value: values[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errorOf(name),
    testId: `admin-category-${name.replaceAll('_', '-')}`,
  });

  async function submit() {
    const errors = checkFields(categoryFieldsSchema, values);
    const fileProblem = picture.problem();
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    const answer = await send<{ id: number }>(
      editing ? `${BASE}/${categoryId}` : BASE,
      editing ? 'PUT' : 'POST',
      form,
    );
    if (!answer) return;
    alert({
      severity: 'success',
      message: t(editing ? 'admin_tree.categories.saved' : 'admin_tree.categories.created'),
    });
    if (editing) {
      picture.clear();
      router.refresh();
    } else router.push(`/admin/catalog/categories/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_tree.categories.delete_confirm'))) return;
    const answer = await send(`${BASE}/${categoryId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_tree.categories.deleted') });
    router.push('/admin/catalog/categories');
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-category-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label={label('parent')}
        value={values.parent_id}
        onValueChange={(parent_id) => setValues((v) => ({ ...v, parent_id }))}
        placeholder={label('parent_none')}
        options={parents.map((p) => ({ value: String(p.id), label: p.label }))}
        error={errorOf('parent_id')}
        testId="admin-category-parent"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{label('arabic')}</legend>
          <Field {...text('name_ar')} {...ARABIC} maxLength={CATEGORY_NAME_MAX} />
          <TextAreaField
            {...text('description_ar')}
            {...ARABIC}
            rows={3}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            optionalLabel={label('optional')}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{label('english')}</legend>
          <Field {...text('name_en')} {...ENGLISH} maxLength={CATEGORY_NAME_MAX} />
          <TextAreaField
            {...text('description_en')}
            {...ENGLISH}
            rows={3}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            optionalLabel={label('optional')}
          />
        </fieldset>
      </div>
      <Field
        {...text('url_key')}
        dir="ltr"
        maxLength={URL_KEY_MAX}
        hint={[label('url_key_hint'), path ? t('admin_tree.categories.form.path', { path }) : '']
          .filter(Boolean)
          .join(' ')}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-bold">{label('flags')}</legend>
        {CATEGORY_FLAGS.map((flag) => (
          <ActiveSwitch
            key={flag}
            checked={values[flag]}
            onChange={(on) => setValues((v) => ({ ...v, [flag]: on }))}
            label={label(flag)}
            testId={`admin-category-${flag.replaceAll('_', '-')}`}
          />
        ))}
      </fieldset>
      {values.is_important && (
        <Field {...text('importance_position')} type="number" min={0} max={999} inputMode="numeric" />
      )}
      <ImagePicker
        testId="admin-category"
        shown={picture.preview ?? imageUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: `${label('image')} ${label('optional')}`,
          preview: label('image_preview'),
          choose: label('image_choose'),
          replace: label('image_replace'),
          hint: label('image_hint'),
        }}
        frame={{ width: 200, height: 200, className: 'aspect-square w-40' }}
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-category"
        submitLabel={label(editing ? 'save' : 'create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_tree.categories.delete')}
      />
    </form>
  );
}
