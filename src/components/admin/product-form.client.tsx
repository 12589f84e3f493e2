'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { INSTALMENT_TERMS, PAYMENT_METHODS, productEditSchema } from '@/domain/catalog/product-schemas';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { Field, SelectField, TextAreaField } from '../ui/field.client';
import { PRIMARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { ProductAttributes, type AttributeOption } from './product-attributes.client';
import { RichTextField } from './rich-text-field.client';
import type { ProductFormValues } from './product-form-values';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

type Option = { id: number; name: string };
type TextKey = Exclude<
  keyof ProductFormValues,
  'payment_methods' | 'is_active' | 'attributes' | 'instalment_months'
>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A product's edit (or creation) form: the Arabic and English texts side by side, each in its own
 * direction; checked with the server's schema before sending, and the server's answer shown field
 * by field. In the seller portal the seller is the account's own and the on-sale switch is the
 * catalog team's, so neither is shown.
 */
export function ProductForm({
  productId,
  initial,
  options,
  portal = 'catalog',
}: {
  productId: number | null;
  initial: ProductFormValues;
  options: {
    brands: Option[];
    sellers: Option[];
    categories: Option[];
    attributes: AttributeOption[];
    categoryAttributes: Record<number, string[]>;
  };
  portal?: 'catalog' | 'seller';
}) {
  const api = portal === 'seller' ? '/rest/V1/admin/seller/products' : '/rest/V1/admin/catalog/products';
  const pages = portal === 'seller' ? '/admin/seller/products' : '/admin/catalog/products';
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const [values, setValues] = useState(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const { busy, message, fieldErrors, send, checkFields, refused } = useAdminForm();
  const errorOf = (field: string) => localErrors[field] ?? fieldErrors[field] ?? null;
  const set = (field: TextKey) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const optional = t('admin_catalog.optional');

  const text = (field: TextKey, extra: Record<string, unknown> = {}) => ({
    label: t(`admin_catalog.fields.${field.replace(/_(ar|en)$/, '')}`),
    value: values[field],
    onValueChange: set(field),
    error: errorOf(field),
    testId: `admin-product-${field}`,
    ...extra,
  });
  const choice = (field: 'brand_id' | 'seller_id' | 'category_id', list: Option[]) => (
    <SelectField
      {...text(field)}
      label={t(`admin_catalog.fields.${field.replace('_id', '')}`)}
      placeholder={t('admin_catalog.choose')}
      options={list.map((o) => ({ value: String(o.id), label: o.name }))}
    />
  );
  // The labels are in the page's language; what is typed is in the column's own language and direction.
  const language = (locale: 'ar' | 'en') => {
    const own = { lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' };
    return (
      <div className="space-y-4">
        <h3 className="font-bold text-neutral-700">
          {t(locale === 'ar' ? 'admin_catalog.arabic' : 'admin_catalog.english')}
        </h3>
        <Field {...text(`name_${locale}`)} {...own} maxLength={200} />
        <TextAreaField
          {...text(`short_description_${locale}`)}
          {...own}
          optionalLabel={optional}
          maxLength={1000}
          rows={2}
        />
        <RichTextField
          name={`description_${locale}`}
          label={t('admin_catalog.fields.description')}
          value={values[`description_${locale}`]}
          onChange={set(`description_${locale}`)}
          lang={locale}
          error={errorOf(`description_${locale}`)}
          testId={`admin-product-description_${locale}`}
        />
      </div>
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="admin-product-form"
      onSubmit={async (e) => {
        e.preventDefault();
        const errors = checkFields(productEditSchema, values);
        setLocalErrors(errors);
        if (refused(errors)) return;
        const answer = await send<{ id: number; approval?: string }>(
          productId === null ? api : `${api}/${productId}`,
          productId === null ? 'POST' : 'PUT',
          values,
        );
        if (!answer) return;
        // A new product left off sale is hidden from shoppers: the message says how to show it.
        const created =
          portal === 'seller'
            ? 'admin_seller.created'
            : values.is_active
              ? 'admin_catalog.created'
              : 'admin_catalog.created_off_sale';
        // A seller's change the catalog team checks first (a new name, a large price raise) says so.
        const saved =
          portal === 'seller' && answer.approval === 'pending'
            ? 'admin_seller.saved_for_review'
            : 'admin_catalog.saved';
        alert({ severity: 'success', message: t(productId === null ? created : saved) });
        if (productId === null) router.push(`${pages}/${answer.id}`);
        else router.refresh();
      }}
    >
      <Section title={t('admin_catalog.sections.texts')}>
        <div className="grid gap-6 lg:grid-cols-2">
          {language('ar')}
          {language('en')}
        </div>
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('admin_catalog.sections.identity')}>
          <Field {...text('sku')} dir="ltr" maxLength={64} />
          <Field
            {...text('url_key')}
            dir="ltr"
            maxLength={150}
            hint={t(productId === null ? 'admin_catalog.url_key_hint_new' : 'admin_catalog.url_key_hint')}
          />
          {portal === 'catalog' && (
            <label className="flex items-center gap-2 font-bold">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.is_active}
                onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))}
                data-testid="admin-product-is_active"
              />
              {t('admin_catalog.fields.is_active')}
            </label>
          )}
        </Section>
        <Section title={t('admin_catalog.sections.prices')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...text('price')} inputMode="decimal" dir="ltr" />
            <Field {...text('special_price')} inputMode="decimal" dir="ltr" optionalLabel={optional} />
            <Field {...text('special_from')} type="date" optionalLabel={optional} />
            <Field {...text('special_to')} type="date" optionalLabel={optional} />
            <Field {...text('stock')} inputMode="numeric" dir="ltr" />
            <Field {...text('weight')} inputMode="decimal" dir="ltr" optionalLabel={optional} />
          </div>
        </Section>
        <Section
          title={t(
            portal === 'seller'
              ? 'admin_catalog.sections.placement_seller'
              : 'admin_catalog.sections.placement',
          )}
        >
          {choice('brand_id', options.brands)}
          {portal === 'catalog' && choice('seller_id', options.sellers)}
          {choice('category_id', options.categories)}
        </Section>
        <Section title={t('admin_catalog.sections.payment')}>
          <fieldset aria-describedby={errorOf('payment_methods') ? 'admin-product-methods-error' : undefined}>
            <legend className="mb-2 font-bold">{t('admin_catalog.fields.payment_methods')}</legend>
            <div className="space-y-2">
              {PAYMENT_METHODS.map((m) => (
                <label key={m} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.payment_methods.includes(m)}
                    onChange={() =>
                      setValues((v) => ({
                        ...v,
                        payment_methods: v.payment_methods.includes(m)
                          ? v.payment_methods.filter((x) => x !== m)
                          : [...v.payment_methods, m],
                      }))
                    }
                    data-testid={`admin-product-method-${m}`}
                  />
                  {t(`checkout.methods.${m}`)}
                </label>
              ))}
            </div>
            {errorOf('payment_methods') && (
              <p
                id="admin-product-methods-error"
                className="mt-1 text-sm text-error"
                data-testid="admin-product-payment_methods-error"
              >
                {errorOf('payment_methods')}
              </p>
            )}
          </fieldset>
          <fieldset aria-describedby="admin-product-terms-hint">
            <legend className="mb-2 font-bold">{t('admin_catalog.fields.instalment_months')}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {INSTALMENT_TERMS.map((m) => (
                <label key={m} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.instalment_months.includes(String(m))}
                    onChange={() =>
                      setValues((v) => ({
                        ...v,
                        instalment_months: v.instalment_months.includes(String(m))
                          ? v.instalment_months.filter((x) => x !== String(m))
                          : [...v.instalment_months, String(m)],
                      }))
                    }
                    data-testid={`admin-product-term-${m}`}
                  />
                  {t('admin_catalog.term_months', { count: m })}
                </label>
              ))}
            </div>
            <p id="admin-product-terms-hint" className="mt-1 text-sm text-neutral-700">
              {t('admin_catalog.terms_hint')}
            </p>
            {errorOf('instalment_months') && (
              <p className="mt-1 text-sm text-error" data-testid="admin-product-instalment_months-error">
                {errorOf('instalment_months')}
              </p>
            )}
          </fieldset>
        </Section>
      </div>
      <Section title={t('admin_catalog.sections.attributes')}>
        <ProductAttributes
          all={options.attributes}
          fitting={options.categoryAttributes[Number(values.category_id)] ?? []}
          values={values.attributes}
          onChange={(attributes) => setValues((v) => ({ ...v, attributes }))}
          errorOf={errorOf}
        />
      </Section>
      <FormMessage message={message} />
      <button type="submit" {...busyButton(busy)} className={PRIMARY_BUTTON} data-testid="admin-product-save">
        {t(productId === null ? 'admin_catalog.create' : 'admin_catalog.save')}
      </button>
    </form>
  );
}
