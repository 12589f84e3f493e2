'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  BLOG_AUTHOR_MAX,
  BLOG_IDENTIFIER_MAX,
  BLOG_POST_TEXT_FIELDS,
  BLOG_SHORT_MAX,
  BLOG_TITLE_MAX,
  blogPostFieldsSchema,
} from '@/domain/blog/staff-schemas';
import { cairoDateTime } from '@/domain/shared/cairo-day';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, TextAreaField } from '../ui/field.client';
import { SECONDARY_BUTTON } from '../ui/styles';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { ImagePicker, usePictureChoice } from './image-picker.client';
import { RichTextField } from './rich-text-field.client';
import { useAdminForm } from './use-admin-form.client';

/** The form's fields as typed: texts, the content's HTML, Cairo's wall clock or empty, category ids. */
export interface BlogPostFormValues {
  identifier: string;
  title_ar: string;
  title_en: string;
  short_content_ar: string;
  short_content_en: string;
  content_ar: string;
  content_en: string;
  author_ar: string;
  author_en: string;
  tags_ar: string;
  tags_en: string;
  publish_at: string;
  category_ids: number[];
  is_active: boolean;
}

type TextField = (typeof BLOG_POST_TEXT_FIELDS)[number];
type Language = 'ar' | 'en';

// The labels are in the page's language; what is typed is in the column's own language and direction.
const DIRECTION = { ar: { lang: 'ar', dir: 'rtl' }, en: { lang: 'en', dir: 'ltr' } } as const;
const BASE = '/rest/V1/admin/content/blog/posts';

/**
 * Writes a blog post or edits one: both languages side by side (Arabic right to left), the content
 * in the rich-text editor, categories, the featured picture, the Cairo publish time (empty: a
 * draft) and the switch. The shared schema checks the fields here first; the server checks them
 * again with the picture's content and sanitises the HTML.
 */
export function BlogPostForm({
  initial,
  postId,
  imageUrl,
  categories,
}: {
  initial: BlogPostFormValues;
  /** The post being edited; none for a new one. */
  postId?: number;
  imageUrl?: string | null;
  /** Every category, its title in the page's language. */
  categories: { id: number; title: string }[];
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const picture = usePictureChoice();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = postId !== undefined;
  const set = (name: keyof BlogPostFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [name]: value }));
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const testId = (name: string) => `admin-blog-${name.replaceAll('_', '-')}`;

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`admin_blog.form.${name}`)}
      value={values[name]}
      onValueChange={set(name)}
      error={errorOf(name)}
      testId={testId(name)}
      {...extra}
    />
  );

  const column = (l: Language) => (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-1 font-bold">
        {t(l === 'ar' ? 'admin_blog.form.arabic' : 'admin_blog.form.english')}
      </legend>
      {field(`title_${l}`, { maxLength: BLOG_TITLE_MAX, ...DIRECTION[l] })}
      <TextAreaField
        label={t(`admin_blog.form.short_content_${l}`)}
        optionalLabel={t('admin_blog.form.optional')}
        value={values[`short_content_${l}`]}
        onValueChange={set(`short_content_${l}`)}
        error={errorOf(`short_content_${l}`)}
        testId={testId(`short_content_${l}`)}
        maxLength={BLOG_SHORT_MAX}
        rows={3}
        {...DIRECTION[l]}
      />
      <RichTextField
        name={`content_${l}`}
        label={t(`admin_blog.form.content_${l}`)}
        value={values[`content_${l}`]}
        onChange={set(`content_${l}`)}
        lang={l}
        error={errorOf(`content_${l}`)}
        testId={testId(`content_${l}`)}
      />
      {field(`author_${l}`, {
        maxLength: BLOG_AUTHOR_MAX,
        optionalLabel: t('admin_blog.form.optional'),
        ...DIRECTION[l],
      })}
      {field(`tags_${l}`, {
        optionalLabel: t('admin_blog.form.optional'),
        hint: t('admin_blog.form.tags_hint'),
        ...DIRECTION[l],
      })}
    </fieldset>
  );

  async function submit() {
    const errors = checkFields(blogPostFieldsSchema, values);
    const fileProblem = picture.problem();
    if (fileProblem) errors.image = t(`errors.${fileProblem}`);
    setChecked(errors);
    if (refused(errors)) return;
    const form = picture.formData(values);
    const answer = await send<{ id: number }>(
      editing ? `${BASE}/${postId}` : BASE,
      editing ? 'PUT' : 'POST',
      form,
    );
    if (!answer) return;
    alert({ severity: 'success', message: t(editing ? 'admin_blog.saved' : 'admin_blog.created') });
    if (editing) {
      picture.clear();
      router.refresh();
    } else router.push(`/admin/content/blog/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_blog.delete_confirm'))) return;
    const answer = await send(`${BASE}/${postId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_blog.deleted') });
    router.push('/admin/content/blog');
  }

  const toggleCategory = (id: number, on: boolean) =>
    setValues((v) => ({
      ...v,
      category_ids: on ? [...v.category_ids, id] : v.category_ids.filter((c) => c !== id),
    }));

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-blog-form"
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
        hint: t('admin_blog.form.identifier_hint', { example: values.identifier || 'tv-buying-guide' }),
      })}
      <div className="grid gap-6 lg:grid-cols-2">
        {column('ar')}
        {column('en')}
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-bold text-neutral-800">{t('admin_blog.form.categories')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2" data-testid="admin-blog-categories">
          {categories.map((c) => (
            <label key={c.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.category_ids.includes(c.id)}
                onChange={(e) => toggleCategory(c.id, e.target.checked)}
                data-testid={`admin-blog-category-${c.id}`}
              />
              {c.title}
            </label>
          ))}
        </div>
        {errorOf('category_ids') && (
          <p className="mt-1 text-sm text-error" role="alert">
            {errorOf('category_ids')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-full max-w-xs">
          {field('publish_at', {
            type: 'datetime-local',
            optionalLabel: t('admin_blog.form.optional'),
            hint: t('admin_blog.form.publish_at_hint'),
          })}
        </div>
        <button
          type="button"
          className={`${SECONDARY_BUTTON} sm:mt-6`}
          onClick={() => setValues((v) => ({ ...v, publish_at: cairoDateTime(new Date()) }))}
          data-testid="admin-blog-publish-now"
        >
          {t('admin_blog.form.publish_now')}
        </button>
      </div>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_blog.form.is_active')}
        testId="admin-blog-active"
      />
      <ImagePicker
        testId="admin-blog"
        shown={picture.preview ?? imageUrl}
        fileName={picture.file?.name ?? null}
        error={errorOf('image')}
        onChoose={picture.choose}
        texts={{
          label: t('admin_blog.form.image'),
          preview: t('admin_blog.form.image_preview'),
          choose: t('admin_blog.form.image_choose'),
          replace: t('admin_blog.form.image_replace'),
          hint: t('admin_blog.form.image_hint'),
        }}
        frame={{ width: 600, height: 315, className: 'aspect-[40/21] w-full max-w-xl' }}
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-blog"
        submitLabel={t(editing ? 'admin_blog.form.save' : 'admin_blog.form.create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_blog.delete')}
      />
    </form>
  );
}
