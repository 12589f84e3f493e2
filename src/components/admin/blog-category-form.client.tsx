'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  BLOG_CATEGORY_TEXT_FIELDS,
  BLOG_CATEGORY_TITLE_MAX,
  BLOG_IDENTIFIER_MAX,
  blogCategoryFieldsSchema,
} from '@/domain/blog/staff-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

export interface BlogCategoryFormValues {
  identifier: string;
  title_ar: string;
  title_en: string;
  position: string;
  is_active: boolean;
}

type TextField = (typeof BLOG_CATEGORY_TEXT_FIELDS)[number];
const BASE = '/rest/V1/admin/content/blog/categories';

/** Creates a blog category or edits one: URL key, both titles, position, switch; remove. */
export function BlogCategoryForm({
  initial,
  categoryId,
}: {
  initial: BlogCategoryFormValues;
  categoryId?: number;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = categoryId !== undefined;

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`admin_blog.categories.form.${name}`)}
      value={values[name]}
      onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
      error={checked[name] ?? fieldErrors[name]}
      testId={`admin-blog-category-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  async function submit() {
    const errors = checkFields(blogCategoryFieldsSchema, values);
    setChecked(errors);
    if (refused(errors)) return;
    const body = { ...values, position: values.position.trim() === '' ? 0 : Number(values.position) };
    const answer = await send<{ id: number }>(
      editing ? `${BASE}/${categoryId}` : BASE,
      editing ? 'PUT' : 'POST',
      body,
    );
    if (!answer) return;
    alert({
      severity: 'success',
      message: t(editing ? 'admin_blog.categories.saved' : 'admin_blog.categories.created'),
    });
    if (editing) router.refresh();
    else router.push(`/admin/content/blog/categories/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_blog.categories.delete_confirm'))) return;
    const answer = await send(`${BASE}/${categoryId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_blog.categories.deleted') });
    router.push('/admin/content/blog/categories');
  }

  return (
    <form
      noValidate
      className="max-w-3xl space-y-4"
      data-testid="admin-blog-category-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('identifier', {
        dir: 'ltr',
        maxLength: BLOG_IDENTIFIER_MAX,
        autoCapitalize: 'none',
        spellCheck: false,
      })}
      <div className="grid gap-4 md:grid-cols-2">
        {field('title_ar', { lang: 'ar', dir: 'rtl', maxLength: BLOG_CATEGORY_TITLE_MAX })}
        {field('title_en', { lang: 'en', dir: 'ltr', maxLength: BLOG_CATEGORY_TITLE_MAX })}
      </div>
      <div className="max-w-40">
        {field('position', {
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          max: 9999,
          hint: t('admin_blog.categories.form.position_hint'),
        })}
      </div>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_blog.categories.form.is_active')}
        testId="admin-blog-category-active"
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-blog-category"
        submitLabel={t(editing ? 'admin_blog.categories.form.save' : 'admin_blog.categories.form.create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_blog.categories.delete')}
      />
    </form>
  );
}
