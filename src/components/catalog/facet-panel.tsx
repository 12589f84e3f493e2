import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { Facet } from '@/domain/catalog/listing';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import {
  facetParam,
  isSelected,
  priceRange,
  toggleListValue,
  withParam,
  type SearchParams,
} from '@/domain/catalog/listing-params';
import { MixedText } from '@/components/ui/mixed-text';

/** Facets as plain links (they work before any script loads); the price range is a small GET form. */
export function FacetPanel({
  facets,
  params,
  locale,
  t,
}: {
  facets: Facet[];
  params: SearchParams;
  locale: Locale;
  t: TFunction;
}) {
  return (
    <div className="flex flex-col gap-5" data-testid="facets">
      {facets.map((facet) => (
        <section key={facet.code} data-testid={`facet-${facet.code}`}>
          <h3 className="mb-2 font-bold">{facet.label}</h3>
          {facet.type === 'range' ? (
            <PriceForm facet={facet} params={params} locale={locale} t={t} />
          ) : (
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {facet.options.map((o) => {
                const key = facetParam(facet.code);
                const selected = isSelected(params, key, o.value);
                const href =
                  facet.type === 'boolean'
                    ? withParam(params, key, selected ? undefined : o.value)
                    : toggleListValue(params, key, o.value);
                return (
                  <li key={o.value}>
                    <Link
                      href={href}
                      scroll={false}
                      rel="nofollow"
                      aria-current={selected ? 'true' : undefined}
                      data-testid="facet-option"
                      className="flex items-center gap-2 text-sm hover:text-secondary-dark"
                    >
                      <span
                        aria-hidden
                        className={`inline-block size-4 shrink-0 rounded border ${selected ? 'border-secondary bg-secondary' : 'border-neutral-400 bg-white'}`}
                      />
                      <span className="flex-1">
                        <MixedText text={o.label} />
                      </span>
                      <span className="text-neutral-500">({formatNumber(o.count, locale)})</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function PriceForm({
  facet,
  params,
  locale,
  t,
}: {
  facet: Facet;
  params: SearchParams;
  locale: Locale;
  t: TFunction;
}) {
  const { min, max } = priceRange(params);
  const hidden = Object.entries(params).filter(
    ([k, v]) => typeof v === 'string' && !['price_min', 'price_max', 'page', 'lang'].includes(k),
  ) as [string, string][];
  return (
    <form method="get" className="flex items-end gap-2" data-testid="price-form">
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <PriceInput
        name="price_min"
        label={t('catalog.price_min')}
        value={min}
        placeholder={egp(facet.min, locale)}
      />
      <PriceInput
        name="price_max"
        label={t('catalog.price_max')}
        value={max}
        placeholder={egp(facet.max, locale)}
      />
      <button type="submit" className="rounded bg-primary px-3 py-2 text-sm font-bold text-white">
        {t('catalog.apply')}
      </button>
    </form>
  );
}

/** A bound of the results' prices as the placeholder, in whole pounds written as prices are (67,499). */
const egp = (piastres: number | undefined, locale: Locale) =>
  piastres == null ? '' : formatNumber(Math.round(piastres / 100), locale);

function PriceInput({
  name,
  label,
  value,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  placeholder: string;
}) {
  return (
    <label className="flex flex-1 flex-col text-xs">
      {label}
      {/* Text, not a number field: that one drops digits typed on an Arabic keyboard (١٠٠٠٠). */}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name}
        defaultValue={value}
        placeholder={placeholder}
        className="w-full rounded border border-neutral-300 px-2 py-1.5 text-sm"
      />
    </label>
  );
}
