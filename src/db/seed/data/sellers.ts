export interface SellerDef {
  code: string;
  en: string;
  ar: string;
  /** Tenths of a star, 0..50. */
  rating: number;
}

/** Dealers that sell and ship on the marketplace; the first is the store itself. */
export const SELLERS: SellerDef[] = [
  { code: 'aman-store', en: 'Aman Store', ar: 'متجر أمان', rating: 48 },
  { code: 'cairo-electronics', en: 'Cairo Electronics', ar: 'القاهرة للإلكترونيات', rating: 45 },
  { code: 'el-nour-home', en: 'El Nour Home Appliances', ar: 'النور للأجهزة المنزلية', rating: 43 },
  { code: 'delta-tech', en: 'Delta Tech', ar: 'دلتا تك', rating: 41 },
  { code: 'alex-trading', en: 'Alexandria Trading Co.', ar: 'الإسكندرية للتجارة', rating: 44 },
  { code: 'nile-digital', en: 'Nile Digital', ar: 'النيل ديجيتال', rating: 39 },
  { code: 'delta-cool', en: 'Delta Cool Air Conditioning', ar: 'دلتا كول للتكييفات', rating: 46 },
];
