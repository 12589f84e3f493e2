import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import { MixedText } from '@/components/ui/mixed-text';

/** Home › ancestors › current page. */
export function Breadcrumbs({
  trail,
  current,
  t,
}: {
  trail: { name: string; href: string }[];
  current: string;
  t: TFunction;
}) {
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="mb-4 text-sm" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-600">
        {[{ name: t('catalog.home'), href: '/' }, ...trail].map((c) => (
          <li key={c.href} className="flex items-center gap-1">
            <Link href={c.href} className="hover:text-secondary-dark hover:underline">
              <MixedText text={c.name} />
            </Link>
            <Icon name="chevron-right" aria-hidden className="flip-rtl size-3" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 font-bold wrap-anywhere text-neutral-900">
          <MixedText text={current} />
        </li>
      </ol>
    </nav>
  );
}
