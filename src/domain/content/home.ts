import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { homeSlideTranslations, homeSlides, products } from '@/db/schema';
import { listBrands, type BrandSummary } from '../catalog/brands';
import { listOfferCards, listProductCards, type ProductCard } from '../catalog/product-cards';
import { planRules } from '../credit/plan-rules';
import { nowOf, type Ctx } from '../shared/ctx';
import { getHomeSections, type HomeSection } from './home-sections';
import { getCategoryTree, type MenuCategory } from './menu';

export interface HomeSlide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export const PRODUCT_ROW_IDS = ['offers', 'best_sellers', 'new_arrivals', 'instalment_picks'] as const;
export type ProductRowId = (typeof PRODUCT_ROW_IDS)[number];
const isProductRow = (id: string): id is ProductRowId => (PRODUCT_ROW_IDS as readonly string[]).includes(id);

export interface HomeContent {
  slides: HomeSlide[];
  /**
   * The sections below the slides that show, in their order, with staff's title or null (the
   * store's own). `categories`, `rows` and `brands` hold the data of those shown only.
   */
  sections: HomeSection[];
  categories: Omit<MenuCategory, 'children'>[];
  rows: { id: ProductRowId; items: ProductCard[] }[];
  brands: BrandSummary[];
}

const ROW_SIZE = 12;
const inStock = gt(products.stock, 0);

export async function getHomeContent(ctx: Ctx): Promise<HomeContent> {
  // The rows' "from … a month" reads the plan rules once for all four.
  const rules = planRules(ctx);
  const now = nowOf(ctx);
  const [slides, tree, offers, bestSellers, newArrivals, instalmentPicks, brands, sections] =
    await Promise.all([
      ctx.db
        .select({
          id: homeSlides.id,
          title: homeSlideTranslations.title,
          subtitle: homeSlideTranslations.subtitle,
          image: homeSlides.image,
          link: homeSlides.link,
        })
        .from(homeSlides)
        .innerJoin(
          homeSlideTranslations,
          and(eq(homeSlideTranslations.slideId, homeSlides.id), eq(homeSlideTranslations.locale, ctx.locale)),
        )
        .where(
          and(
            eq(homeSlides.isActive, true),
            or(isNull(homeSlides.startsAt), lte(homeSlides.startsAt, now)),
            or(isNull(homeSlides.endsAt), gte(homeSlides.endsAt, now)),
          ),
        )
        .orderBy(asc(homeSlides.position)),
      getCategoryTree(ctx),
      listOfferCards(ctx, { limit: ROW_SIZE, rules }),
      listProductCards(ctx, {
        where: inStock,
        orderBy: [desc(products.salesCount), desc(products.id)],
        limit: ROW_SIZE,
        rules,
      }),
      listProductCards(ctx, {
        where: inStock,
        orderBy: [desc(products.createdAt), desc(products.id)],
        limit: ROW_SIZE,
        rules,
      }),
      listProductCards(ctx, {
        where: and(
          inStock,
          sql`exists (select 1 from product_payment_methods ppm where ppm.product_id = ${products.id} and ppm.method = 'ocean_amancard')`,
        ),
        orderBy: [desc(products.salesCount), asc(products.id)],
        limit: ROW_SIZE,
        rules,
      }),
      listBrands(ctx, { featuredOnly: true }),
      getHomeSections(ctx),
      // Awaited here too, so that a failure is this call's even if no row needed the rules.
      rules,
    ]);

  const rows: Record<ProductRowId, ProductCard[]> = {
    offers,
    best_sellers: bestSellers,
    instalment_picks: instalmentPicks,
    new_arrivals: newArrivals,
  };
  const shown = new Set(sections.map((s) => s.id));
  return {
    slides,
    sections,
    categories: shown.has('categories') ? tree.map(({ children: _children, ...c }) => c) : [],
    rows: sections.flatMap((s) => (isProductRow(s.id) ? [{ id: s.id, items: rows[s.id] }] : [])),
    brands: shown.has('brands') ? brands : [],
  };
}
