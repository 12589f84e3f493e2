'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import {
  BUNDLE_CODE_MAX,
  BUNDLE_MAX_ITEMS,
  BUNDLE_TEXT_FIELDS,
  BUNDLE_TITLE_MAX,
  bundleCreateSchema,
} from '@/domain/content/bundle-schemas';
import { formatPrice } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { apiFetch } from '@/lib/api-client';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field } from '../ui/field.client';
import { SECONDARY_BUTTON } from '../ui/styles';
import { ActiveSwitch } from './active-switch.client';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

/** A product as the bundle calls answer it (prices in EGP, null when not on sale). */
export interface BundleProduct {
  id: number;
  sku: string;
  name: string;
  on_sale: boolean;
  final_price: number | null;
}

export interface BundleFormValues {
  code: string;
  title_ar: string;
  title_en: string;
  is_active: boolean;
  products: BundleProduct[];
}

type TextField = (typeof BUNDLE_TEXT_FIELDS)[number];

const ARABIC = { lang: 'ar', dir: 'rtl' } as const;
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;
const SMALL_BUTTON =
  'rounded border border-neutral-300 bg-white px-3 py-1.5 text-sm font-bold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40';

const priceText = (p: BundleProduct, locale: Locale) =>
  p.final_price === null ? null : formatPrice(Math.round(p.final_price * 100), locale);

/**
 * Creates a bundle or edits one: its code, both titles side by side (Arabic right to left), its
 * two to four products found by SKU or name through the catalog's staff search and put in order
 * (only products on sale may be added), and its switch. An edit sends back the version it was
 * loaded from; the server refuses it (409) when someone saved the bundle meanwhile.
 */
export function BundleForm({
  initial,
  bundleId,
  version,
}: {
  initial: BundleFormValues;
  /** The bundle being edited; none for a new one. */
  bundleId?: number;
  /** Its `updated_at` when the page was rendered. */
  version?: string;
}) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const searchId = useId();
  const [values, setValues] = useState(initial);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<BundleProduct[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const editing = bundleId !== undefined;
  const chosen = values.products;
  const full = chosen.length >= BUNDLE_MAX_ITEMS;
  const errorOf = (name: string) => checked[name] ?? fieldErrors[name];
  const set = (name: TextField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setProducts = (update: (list: BundleProduct[]) => BundleProduct[]) =>
    setValues((v) => ({ ...v, products: update(v.products) }));

  const field = (name: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={t(`admin_bundles.form.${name}`)}
      value={values[name]}
      onValueChange={set(name)}
      error={errorOf(name)}
      testId={`admin-bundle-${name.replaceAll('_', '-')}`}
      {...extra}
    />
  );

  async function search() {
    setSearching(true);
    setSearchError(null);
    const answer = await apiFetch<{ items: BundleProduct[] }>(
      `/rest/V1/admin/content/bundles/products?q=${encodeURIComponent(query)}`,
      { locale },
    );
    setSearching(false);
    if (answer.ok) setResults(answer.data!.items);
    else setSearchError(answer.message ?? t('errors.internal'));
  }

  const move = (from: number, to: number) =>
    setProducts((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  async function submit() {
    const body = {
      code: values.code,
      title_ar: values.title_ar,
      title_en: values.title_en,
      is_active: values.is_active,
      product_ids: chosen.map((p) => p.id),
    };
    const errors = checkFields(bundleCreateSchema, body);
    setChecked(errors);
    if (refused(errors)) return;
    const base = '/rest/V1/admin/content/bundles';
    const answer = await send<{ id: number }>(
      editing ? `${base}/${bundleId}` : base,
      editing ? 'PUT' : 'POST',
      editing ? { ...body, updated_at: version } : body,
    );
    if (!answer) return;
    alert({ severity: 'success', message: t(editing ? 'admin_bundles.saved' : 'admin_bundles.created') });
    if (editing) router.refresh();
    else router.push(`/admin/content/bundles/${answer.id}`);
  }

  async function remove() {
    if (!window.confirm(t('admin_bundles.delete_confirm'))) return;
    const answer = await send(`/rest/V1/admin/content/bundles/${bundleId}`, 'DELETE');
    if (!answer) return;
    alert({ severity: 'success', message: t('admin_bundles.deleted') });
    router.push('/admin/content/bundles');
  }

  const productsError = errorOf('product_ids');
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-bundle-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {field('code', { dir: 'ltr', maxLength: BUNDLE_CODE_MAX, hint: t('admin_bundles.form.code_hint') })}
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{t('admin_bundles.form.arabic')}</legend>
          {field('title_ar', { maxLength: BUNDLE_TITLE_MAX, ...ARABIC })}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 font-bold">{t('admin_bundles.form.english')}</legend>
          {field('title_en', { maxLength: BUNDLE_TITLE_MAX, ...ENGLISH })}
        </fieldset>
      </div>
      <fieldset className="space-y-3" aria-describedby={`${searchId}-hint`}>
        <legend className="font-bold">{t('admin_bundles.form.products')}</legend>
        <p id={`${searchId}-hint`} className="text-sm text-neutral-700">
          {t('admin_bundles.form.products_hint')}
        </p>
        <h3 className="text-sm font-bold">{t('admin_bundles.form.chosen')}</h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-neutral-700" data-testid="admin-bundle-none-chosen">
            {t('admin_bundles.form.none_chosen')}
          </p>
        ) : (
          <ol className="space-y-2" data-testid="admin-bundle-chosen">
            {chosen.map((p, index) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center gap-3 rounded border border-neutral-200 p-2"
                data-testid={`admin-bundle-chosen-${p.id}`}
              >
                <span className="min-w-40 flex-1">
                  {p.name} · <bdi dir="ltr">{p.sku}</bdi>
                  {priceText(p, locale) && <> · {priceText(p, locale)}</>}
                  {!p.on_sale && (
                    <span className="block text-sm font-bold text-error">
                      {t('admin_bundles.form.not_on_sale')}
                    </span>
                  )}
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('admin_bundles.move_up', { title: p.name })}
                    data-testid="admin-bundle-product-up"
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('admin_bundles.move_down', { title: p.name })}
                    data-testid="admin-bundle-product-down"
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => setProducts((list) => list.filter((x) => x.id !== p.id))}
                    aria-label={t('admin_bundles.form.remove_label', { name: p.name })}
                    data-testid="admin-bundle-product-remove"
                  >
                    {t('admin_bundles.form.remove')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
        {productsError && (
          <p className="text-sm font-bold text-error" data-testid="admin-bundle-products-error">
            {productsError}
          </p>
        )}
        {full && <p className="text-sm text-neutral-700">{t('admin_bundles.form.full')}</p>}
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <Field
              label={t('admin_bundles.form.search')}
              value={query}
              onValueChange={setQuery}
              type="search"
              dir="auto"
              error={searchError}
              testId="admin-bundle-search"
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void search();
              }}
            />
          </div>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={searching || query.trim() === ''}
            onClick={() => void search()}
            data-testid="admin-bundle-search-button"
          >
            {t('admin_bundles.form.search_button')}
          </button>
        </div>
        {results !== null && (
          <section aria-label={t('admin_bundles.form.results')} aria-live="polite">
            {results.length === 0 ? (
              <p className="text-sm" data-testid="admin-bundle-no-results">
                {t('admin_bundles.form.no_results')}
              </p>
            ) : (
              <ul className="space-y-2" data-testid="admin-bundle-results">
                {results.map((p) => {
                  const taken = chosen.some((c) => c.id === p.id);
                  return (
                    <li
                      key={p.id}
                      className="flex flex-wrap items-center gap-3 rounded bg-neutral-50 p-2"
                      data-testid={`admin-bundle-result-${p.id}`}
                    >
                      <span className="min-w-40 flex-1">
                        {p.name} · <bdi dir="ltr">{p.sku}</bdi>
                        {priceText(p, locale) && <> · {priceText(p, locale)}</>}
                        {!p.on_sale && (
                          <span
                            className="block text-sm text-neutral-700"
                            data-testid="admin-bundle-not-on-sale"
                          >
                            {t('admin_bundles.form.not_on_sale')}
                          </span>
                        )}
                      </span>
                      <button
                        type="button"
                        className={SMALL_BUTTON}
                        disabled={!p.on_sale || taken || full}
                        onClick={() => setProducts((list) => [...list, p])}
                        aria-label={t('admin_bundles.form.add_label', { name: p.name })}
                        data-testid="admin-bundle-add"
                      >
                        {t('admin_bundles.form.add')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}
      </fieldset>
      <ActiveSwitch
        checked={values.is_active}
        onChange={(is_active) => setValues((v) => ({ ...v, is_active }))}
        label={t('admin_bundles.form.is_active')}
        testId="admin-bundle-active"
      />
      <FormMessage message={message} />
      <FormActions
        busy={busy}
        testId="admin-bundle"
        submitLabel={t(editing ? 'admin_bundles.form.save' : 'admin_bundles.form.create')}
        onDelete={editing ? () => void remove() : undefined}
        deleteLabel={t('admin_bundles.delete')}
      />
    </form>
  );
}
