import type { TFunction } from 'i18next';
import type { ProductCard as Card } from '@/domain/catalog/product-cards';
import type { Locale } from '@/i18n/locales';
import { ProductCard } from '../catalog/product-card';

/** A titled, horizontally scrolling row of product tiles. */
export function ProductRow({
  id,
  title,
  items,
  locale,
  t,
}: {
  id: string;
  title: string;
  items: Card[];
  locale: Locale;
  t: TFunction;
}) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8" data-testid={`row-${id}`}>
      <h2 className="mb-3 text-xl font-bold">{title}</h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((p) => (
          <li key={p.id} className="w-44 shrink-0 snap-start md:w-52">
            <ProductCard product={p} locale={locale} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
