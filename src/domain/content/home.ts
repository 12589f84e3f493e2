import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { homeSlideTranslations, homeSlides, products } from '@/db/schema';
import { listBrands, type BrandSummary } from '../catalog/brands';
import { listOfferCards, listProductCards, type ProductCard } from '../catalog/product-cards';
import { planRules } from '../credit/plan-rules';
import { nowOf, type Ctx } from '../shared/ctx';
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

export interface HomeContent {
  slides: HomeSlide[];
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
  const [slides, tree, offers, bestSellers, newArrivals, instalmentPicks, brands] = await Promise.all([
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
    // Awaited here too, so that a failure is this call's even if no row needed the rules.
    rules,
  ]);

  return {
    slides,
    categories: tree.map(({ children: _children, ...c }) => c),
    rows: [
      { id: 'offers', items: offers },
      { id: 'best_sellers', items: bestSellers },
      { id: 'instalment_picks', items: instalmentPicks },
      { id: 'new_arrivals', items: newArrivals },
    ],
    brands,
  };
}
