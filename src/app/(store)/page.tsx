import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import Link from '@/components/ui/link.client';
import { TEXT_LINK } from '@/components/ui/styles';
import { pageCtx } from '@/lib/page-ctx';
import { preload } from 'react-dom';
import { cachedHomeContent, cachedPopupBanners } from '@/domain/content/page-data';
import { HeroSlider } from '@/components/home/hero-slider.client';
import { heroImage } from '@/components/home/hero-image';
import { PopupBanner } from '@/components/home/popup-banner.client';
import { ProductRow } from '@/components/home/product-row';
import { BrandTile } from '@/components/catalog/brand-tile';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';

export const metadata: Metadata = { alternates: alternatesFor('/') };

export default async function HomePage() {
  const { locale, t } = await getServerT();
  const ctx = pageCtx(locale);
  const [home, banners] = await Promise.all([cachedHomeContent(ctx), cachedPopupBanners(ctx)]);
  const banner = banners[0];

  // The first slide is the largest thing on a phone's first screen: its image is asked for at once.
  const first = home.slides[0];
  if (first) {
    const { src, srcSet, sizes } = heroImage(first.image);
    preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  }
  return (
    <ClientMessages area="home">
      <div className="mx-auto max-w-7xl px-3 py-4 md:px-4">
        <h1 className="sr-only">{t('meta.title')}</h1>
        <HeroSlider slides={home.slides} />

        {/* The sections staff chose to show, in their order (home-sections.ts). */}
        {home.sections.map((section) => {
          if (section.id === 'categories')
            return (
              <section key={section.id} className="mt-8" data-testid="category-tiles">
                <h2 className="mb-3 text-xl font-bold">{section.title ?? t('home.categories')}</h2>
                <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
                  {home.categories.map((c) => (
                    <li key={c.id}>
                      <Link
                        href={`/${c.path}`}
                        className="flex flex-col items-center gap-2 rounded-lg bg-white p-3 text-center shadow-sm hover:shadow"
                      >
                        {c.image && (
                          // eslint-disable-next-line @next/next/no-img-element -- generated tiles
                          <img
                            src={`/media/${c.image}`}
                            alt=""
                            width={96}
                            height={96}
                            loading="lazy"
                            className="size-16 object-contain md:size-20"
                          />
                        )}
                        <span className="text-sm font-bold">{c.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          if (section.id === 'brands')
            return (
              home.brands.length > 0 && (
                <section key={section.id} className="mt-8" data-testid="brands">
                  <div className="mb-3 flex items-baseline justify-between gap-3">
                    <h2 className="text-xl font-bold">{section.title ?? t('home.brands')}</h2>
                    <Link href="/brands" className={`text-sm ${TEXT_LINK}`} data-testid="brands-view-all">
                      {t('home.view_all')}
                    </Link>
                  </div>
                  <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-8">
                    {home.brands.map((b) => (
                      <li key={b.id}>
                        <BrandTile brand={b} />
                      </li>
                    ))}
                  </ul>
                </section>
              )
            );
          const row = home.rows.find((r) => r.id === section.id);
          return (
            row && (
              <ProductRow
                key={row.id}
                id={row.id}
                title={section.title ?? t(`home.${row.id}`)}
                items={row.items}
                locale={locale}
                t={t}
              />
            )
          );
        })}

        {banner && <PopupBanner banner={banner} />}
      </div>
    </ClientMessages>
  );
}
