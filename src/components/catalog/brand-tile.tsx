import Link from '@/components/ui/link.client';
import type { BrandSummary } from '@/domain/catalog/brands';

/** A brand's logo and name, leading to its products (/brands/{url_key}). */
export function BrandTile({ brand, caption }: { brand: BrandSummary; caption?: string }) {
  return (
    <Link
      href={`/brands/${brand.urlKey}`}
      data-testid="brand-tile"
      className="flex h-full flex-col items-center gap-1 rounded-lg bg-white p-3 text-center shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-secondary"
    >
      {brand.logo && (
        // eslint-disable-next-line @next/next/no-img-element -- generated logos
        <img
          src={`/media/${brand.logo}`}
          alt=""
          width={96}
          height={48}
          loading="lazy"
          className="h-12 w-auto object-contain"
        />
      )}
      <span className="text-sm font-bold">{brand.name}</span>
      {caption && <span className="text-xs text-neutral-600">{caption}</span>}
    </Link>
  );
}
