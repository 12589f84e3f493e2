'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  ALWAYS_ON_BLOCKS,
  CMS_CONTENT_MAX,
  CMS_TITLE_MAX,
  cmsBlockSchema,
} from '@/domain/content/cms-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

/** The form's fields as loaded: texts as stored, the switch, and the version they were read at. */
export interface CmsBlockFormValues {
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  is_active: boolean;
  updated_at: string;
}

type Lang = 'ar' | 'en';
type Preview = Record<Lang, string | null>;
const LANGS = [
  { lang: 'ar', dir: 'rtl' },
  { lang: 'en', dir: 'ltr' },
] as const;
const BASE = '/rest/V1/admin/content/blocks';

/**
 * Edits a CMS block: both languages side by side (Arabic right to left), each with its title, its
 * HTML and a preview the server sanitises with the store's own function, so the preview is what
 * shoppers will get. The form sends back the version it loaded; a newer save is refused (409).
 */
export function CmsBlockForm({ identifier, initial }: { identifier: string; initial: CmsBlockFormValues }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [preview, setPreview] = useState<Preview>({ ar: null, en: null });
  /** Languages whose text changed since their preview. */
  const [stale, setStale] = useState<Record<Lang, boolean>>({ ar: false, en: false });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const alwaysOn = ALWAYS_ON_BLOCKS.includes(identifier);

  const setTitle = (lang: Lang) => (value: string) => setValues((v) => ({ ...v, [`title_${lang}`]: value }));
  const setContent = (lang: Lang) => (value: string) => {
    setValues((v) => ({ ...v, [`content_${lang}`]: value }));
    setStale((s) => ({ ...s, [lang]: true }));
  };

  async function showPreview() {
    const answer = await send<{ content_ar: string; content_en: string }>(`${BASE}/preview`, 'POST', {
      content_ar: values.content_ar,
      content_en: values.content_en,
    });
    if (!answer) return;
    setPreview({ ar: answer.content_ar, en: answer.content_en });
    setStale({ ar: false, en: false });
  }

  async function submit() {
    const errors = checkFields(cmsBlockSchema, values);
    setChecked(errors);
    if (refused(errors)) return;
    const answer = await send(`${BASE}/${identifier}`, 'PUT', values);
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_cms.saved') });
    router.refresh();
  }

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-cms-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        {LANGS.map(({ lang, dir }) => (
          // Labels stay in the page's language; the texts take their own.
          <fieldset key={lang} className="min-w-0 space-y-4">
            <legend className="mb-1 font-bold">{t(`admin_cms.form.language_${lang}`)}</legend>
            <Field
              label={t(`admin_cms.form.title_${lang}`)}
              value={values[`title_${lang}`]}
              onValueChange={setTitle(lang)}
              error={errorOf(`title_${lang}`)}
              maxLength={CMS_TITLE_MAX}
              lang={lang}
              dir={dir}
              testId={`admin-cms-title-${lang}`}
            />
            {/* HTML reads left to right in both languages: right to left would reorder its tags. */}
            <TextAreaField
              label={t(`admin_cms.form.content_${lang}`)}
              value={values[`content_${lang}`]}
              onValueChange={setContent(lang)}
              error={errorOf(`content_${lang}`)}
              hint={t('admin_cms.form.content_hint')}
              maxLength={CMS_CONTENT_MAX}
              rows={16}
              lang={lang}
              dir="ltr"
              spellCheck={false}
              testId={`admin-cms-content-${lang}`}
            />
          </fieldset>
        ))}
      </div>
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={values.is_active}
            // A page the footer links to stays on (the server refuses it off too).
            disabled={alwaysOn && values.is_active}
            onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))}
            className="size-4 accent-primary"
            aria-describedby={alwaysOn ? 'admin-cms-always-on' : undefined}
            data-testid="admin-cms-active"
          />
          {t('admin_cms.form.is_active')}
        </label>
        {alwaysOn && (
          <p
            id="admin-cms-always-on"
            className="mt-1 text-sm text-neutral-700"
            data-testid="admin-cms-always-on"
          >
            {t('admin_cms.form.always_on')}
          </p>
        )}
        {errorOf('is_active') && (
          <p className="mt-1 text-sm text-error" data-testid="admin-cms-active-error">
            {errorOf('is_active')}
          </p>
        )}
      </div>
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          {...busyButton(busy)}
          className={SECONDARY_BUTTON}
          onClick={() => void showPreview()}
          data-testid="admin-cms-preview"
        >
          {t('admin_cms.form.preview')}
        </button>
        <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-cms-submit">
          {t('admin_cms.form.save')}
        </button>
      </div>
      {(preview.ar !== null || preview.en !== null) && (
        <div className="grid gap-6 md:grid-cols-2">
          {LANGS.map(({ lang, dir }) => (
            <section
              key={lang}
              aria-labelledby={`admin-cms-preview-${lang}-title`}
              className="min-w-0 rounded-lg border border-neutral-300 p-4"
            >
              <h3 id={`admin-cms-preview-${lang}-title`} className="mb-2 text-sm font-bold text-neutral-700">
                {t(`admin_cms.form.preview_${lang}`)}
              </h3>
              {stale[lang] && (
                <p className="mb-2 text-sm text-amber-800" data-testid={`admin-cms-preview-${lang}-stale`}>
                  {t('admin_cms.form.preview_stale')}
                </p>
              )}
              <div lang={lang} dir={dir}>
                <p className="mb-3 text-2xl font-bold">{values[`title_${lang}`]}</p>
                {/* The server's answer: the store's sanitiser (sanitizeCmsHtml), as on the store's pages. */}
                <div
                  className="cms-content"
                  data-testid={`admin-cms-preview-${lang}`}
                  dangerouslySetInnerHTML={{ __html: preview[lang] ?? '' }}
                />
              </div>
            </section>
          ))}
        </div>
      )}
    </form>
  );
}
