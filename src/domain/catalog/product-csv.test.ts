import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import {
  attributesCell,
  checkRows,
  parseAttributesCell,
  parseProductsCsv,
  safeCell,
  type CsvLookups,
  type CsvRow,
} from './product-csv';

const lookups: CsvLookups = {
  categoryByPath: new Map([['tvs/smart-tvs', { id: 7, levels: [3, 7] }]]),
  categoryById: new Map([[7, { id: 7, levels: [3, 7] }]]),
  brandByKey: new Map([['samsung', 2]]),
  sellerByCode: new Map([['tradeline', 5]]),
  productBySku: new Map([['OLD-1', 40]]),
  urlOwner: new Map([
    ['old-tv', 40],
    ['tvs', 0],
  ]),
  attributeCodes: new Set(['screen_size', 'panel']),
};

const row = (over: CsvRow = {}): CsvRow => ({
  sku: 'TV-1',
  url_key: 'tv-one',
  name_ar: 'تلفزيون',
  name_en: 'Television',
  price: '1999.50',
  qty: '3',
  product_online: '1',
  categories: 'tvs/smart-tvs',
  brand: 'samsung',
  seller: 'tradeline',
  payment_methods: 'cashondelivery|card',
  ...over,
});

describe('CSV rows', () => {
  it('turns a good row into the edit form’s values, in piastres, with every category level', () => {
    const { good, bad } = checkRows([row()], lookups);
    expect(bad).toEqual([]);
    expect(good[0]).toMatchObject({
      line: 2,
      levels: [3, 7],
      existingId: null,
      product: { price: 199_950, stock: 3, brand_id: 2, seller_id: 5, category_id: 7, is_active: true },
    });
    expect(good[0]!.product.payment_methods).toEqual(['cashondelivery', 'card']);
  });

  it('an existing SKU updates its product, which may keep its URL key', () => {
    const { good, bad } = checkRows([row({ sku: 'OLD-1', url_key: 'old-tv' })], lookups);
    expect(bad).toEqual([]);
    expect(good[0]!.existingId).toBe(40);
  });

  it('lists every bad row with its line, column and reason', () => {
    const rows = [
      row({ sku: 'A-1', url_key: 'a-1', price: 'cheap', qty: '2.5' }),
      row({ sku: 'A-2', url_key: 'a-2', categories: 'tvs/unknown' }),
      row({ sku: 'A-3', url_key: 'a-3', name_en: '<b>Bold</b> TV' }),
      row({ sku: 'A-3', url_key: 'a-4' }),
      row({ sku: 'A-5', url_key: 'a-5', brand: 'nobrand', seller: 'who', product_online: 'yes' }),
      row({ sku: 'A-6', url_key: 'old-tv' }),
      row({ sku: 'A-7', url_key: 'a-7' }),
    ];
    const { good, bad } = checkRows(rows, lookups);
    expect(good.map((g) => g.product.sku)).toEqual(['A-7']);
    expect(bad.map((b) => [b.line, b.column, b.reason])).toEqual([
      [2, 'price', 'catalog_price'],
      [2, 'qty', 'catalog_stock'],
      [3, 'categories', 'catalog_csv_unknown_category'],
      [4, 'name_en', 'catalog_csv_html'],
      [5, 'sku', 'catalog_csv_duplicate_sku'],
      [6, 'brand', 'catalog_csv_unknown_brand'],
      [6, 'seller', 'catalog_csv_unknown_seller'],
      [6, 'product_online', 'catalog_csv_online'],
      [7, 'url_key', 'catalog_url_key_taken'],
    ]);
    expect(bad[2]!.params).toEqual({ value: 'tvs/unknown' });
    expect(bad[4]!.params).toEqual({ line: '4' });
  });

  it('names the file lines a batch gives when it skips the dry run’s bad rows', () => {
    const { bad } = checkRows(
      [row({ sku: 'B-1' }), row({ sku: 'B-2', url_key: 'b-2', price: '' })],
      lookups,
      [7, 12],
    );
    expect(bad.map((b) => [b.line, b.column])).toEqual([[12, 'price']]);
  });

  it('reads a file with a BOM, quoted cells and Arabic, and refuses one without the needed columns', () => {
    const text =
      '\uFEFFsku,url_key,name_ar,name_en,price,categories,brand,seller\nS-1,s-1,"شاشة, ذكية",Screen,10,7,samsung,tradeline\n';
    expect(parseProductsCsv(text).rows).toEqual([
      {
        sku: 'S-1',
        url_key: 's-1',
        name_ar: 'شاشة, ذكية',
        name_en: 'Screen',
        price: '10',
        categories: '7',
        brand: 'samsung',
        seller: 'tradeline',
      },
    ]);
    expect(() => parseProductsCsv('sku,name_ar\nS-1,x\n')).toThrow(AppError);
    expect(() => parseProductsCsv('sku,url_key\n"S-1,s\n')).toThrow(AppError);
  });

  it('keeps a line with too few or too many cells as one bad row, not a refusal of the file', () => {
    const head = 'sku,url_key,name_ar,name_en,price,categories,brand,seller';
    const { columns, rows, wrongLength } = parseProductsCsv(
      `${head}\nS-1,s-1,أ,A,10,7,samsung,tradeline\nS-2,s-2\nS-3,s-3,ب,B,10,7,samsung,tradeline,extra\n`,
    );
    expect(columns).toHaveLength(8);
    expect(rows).toHaveLength(3);
    expect([...wrongLength]).toEqual([
      [1, 2],
      [2, 9],
    ]);
    let refusal: unknown;
    try {
      parseProductsCsv(`${head}\nS-1,s-1\n"S-2,s-2\n`);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toMatchObject({ messageKey: 'catalog_csv_malformed', params: { line: '3' } });
  });
});

describe('CSV export cells', () => {
  it('starts formula-like cells with a quote and leaves the rest alone', () => {
    expect(safeCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    for (const c of ['+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(safeCell(c)).toBe(`'${c}`);
    expect(safeCell('Samsung 55" TV')).toBe('Samsung 55" TV');
    expect(safeCell('شاشة')).toBe('شاشة');
  });
});

describe('weight and attributes columns', () => {
  it('reads Magento’s weight (kg) and additional_attributes; without the columns, leaves them out', () => {
    const { good, bad } = checkRows(
      [
        row({ weight: '2.5', additional_attributes: 'screen_size=55, panel=OLED' }),
        row({ sku: 'TV-2', url_key: 'tv-two' }),
      ],
      lookups,
    );
    expect(bad).toEqual([]);
    expect(good[0]!.product).toMatchObject({
      weight: 2500,
      attributes: { screen_size: '55', panel: 'OLED' },
    });
    expect(good[1]!.product.weight).toBeUndefined();
    expect(good[1]!.product.attributes).toBeUndefined();
  });

  it('names the bad cells: unreadable pairs, unknown codes, a bad weight', () => {
    const { bad } = checkRows(
      [
        row({ additional_attributes: 'screen_size' }),
        row({ sku: 'TV-2', url_key: 'tv-2', additional_attributes: 'colour=red' }),
        row({ sku: 'TV-3', url_key: 'tv-3', weight: 'heavy' }),
      ],
      lookups,
    );
    expect(bad.map((b) => [b.line, b.column, b.reason])).toEqual([
      [2, 'additional_attributes', 'catalog_csv_attributes'],
      [3, 'additional_attributes', 'catalog_attribute_unknown'],
      [4, 'weight', 'catalog_weight'],
    ]);
  });

  it('writes the cell back the way it reads it', () => {
    const cell = attributesCell({ screen_size: '55', panel: 'OLED' });
    expect(cell).toBe('panel=OLED,screen_size=55');
    expect(parseAttributesCell(cell)).toEqual({ panel: 'OLED', screen_size: '55' });
    expect(parseAttributesCell('')).toEqual({});
    expect(parseAttributesCell('a=1=2')).toBeNull();
  });
});
