import { E2E_URL } from './browser';

interface Item {
  product_id: number;
  url_key: string;
}

/** A category, an in-stock product and a search, from the store's own API. */
export async function storeTargets(locale: 'ar' | 'en') {
  const menu = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/catalog/category`)).json()) as {
    url_key: string;
  }[];
  const home = (await (await fetch(`${E2E_URL}/rest/${locale}/V1/home`)).json()) as {
    product_rows: { items: (Item & { in_stock: boolean })[] }[];
  };
  const product = home.product_rows.flatMap((r) => r.items).find((p) => p.in_stock)!;
  return { category: `/${menu[0]!.url_key}`, product, search: '/searchnise/?q=samsung' };
}
