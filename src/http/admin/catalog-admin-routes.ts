import { Hono } from 'hono';
import {
  bulkUpdateAs,
  catalogOptions,
  createProductAs,
  productForStaff,
  productList,
  updateProductAs,
} from '@/domain/catalog/staff-products';
import { decideProductAs } from '@/domain/catalog/seller-products';
import {
  BadRowsError,
  dryRunCsv,
  exportProductsCsv,
  importBatchAs,
  MAX_IMPORT_BYTES,
  type BadRow,
} from '@/domain/catalog/product-csv';
import { cairoDay } from '@/domain/shared/cairo-day';
import { AppError } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import type { Locale } from '@/i18n/locales';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam, readForm } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

type Row = Awaited<ReturnType<typeof productList>>['items'][number];

export const toWireProductRow = (p: Row) => ({
  id: p.id,
  sku: p.sku,
  url_key: p.urlKey,
  name: p.name,
  brand: p.brand,
  seller: p.seller,
  price: p.price / 100,
  special_price: p.specialPrice === null ? null : p.specialPrice / 100,
  stock: p.stock,
  is_active: p.isActive,
  approval: p.approval,
});

/** A bad row of a CSV file with its reason in the caller's language. */
const toWireBadRow = (locale: Locale) => (b: BadRow) => ({
  line: b.line,
  column: b.column,
  reason: b.reason,
  message: getT(locale)(`errors.${b.reason}`, b.params),
});

/** The CSV uploads' own limit, registered before the app-wide 1 MB one. */
export const catalogImportBodyLimit = bodyLimit(MAX_IMPORT_BYTES + 64 * 1024);

/** /rest/V1/admin/catalog/...: products for the catalog role — list, one, create, edit, bulk actions. */
export const catalogAdminRoutes = new Hono<AdminEnv>()
  .use('/catalog/*', requireStaff, allow('catalog'))
  .get('/catalog/products', async (c) => {
    const page = await productList(c.get('ctx'), c.req.query());
    return c.json({
      items: page.items.map(toWireProductRow),
      total_count: page.total,
      page: page.page,
      page_size: page.pageSize,
    });
  })
  .get('/catalog/products/export.csv', async (c) => {
    const csv = await exportProductsCsv(c.get('ctx'), c.req.query());
    const day = cairoDay(new Date());
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  .post('/catalog/import/dry-run', async (c) => {
    const ctx = c.get('ctx');
    const form = await readForm(c);
    if (!(form.file instanceof File)) throw new AppError('invalid', 'catalog_csv_file');
    const result = await dryRunCsv(ctx, await form.file.text());
    return c.json({ rows: result.rows, good: result.good, bad: result.bad.map(toWireBadRow(ctx.locale)) });
  })
  .post('/catalog/import/batch', async (c) => {
    const ctx = c.get('ctx');
    try {
      return c.json(await importBatchAs(ctx, c.get('staff'), await bodyOf(c)));
    } catch (err) {
      if (!(err instanceof BadRowsError)) throw err;
      const message = getT(ctx.locale)(`errors.${err.messageKey}`, err.params);
      return c.json({ message, parameters: [], bad: err.rows.map(toWireBadRow(ctx.locale)) }, 400);
    }
  })
  .get('/catalog/options', async (c) => {
    const { categoryAttributes, ...options } = await catalogOptions(c.get('ctx'));
    return c.json({ ...options, category_attributes: categoryAttributes });
  })
  .get('/catalog/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const view = await productForStaff(c.get('ctx'), id);
    return c.json({
      id,
      ...view.form,
      images: view.images,
      approval: view.product.approval,
      approval_note: view.product.approvalNote,
    });
  })
  .post('/catalog/products', async (c) => {
    const ctx = c.get('ctx');
    const id = await createProductAs(ctx, c.get('staff'), await bodyOf(c));
    return c.json({ id, ...(await productForStaff(ctx, id)).form }, 201);
  })
  .put('/catalog/products/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const ctx = c.get('ctx');
    await updateProductAs(ctx, c.get('staff'), id, await bodyOf(c));
    return c.json({ id, ...(await productForStaff(ctx, id)).form });
  })
  .post('/catalog/products/:id/decision', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const ctx = c.get('ctx');
    await decideProductAs(ctx, c.get('staff'), id, await bodyOf(c));
    const view = await productForStaff(ctx, id);
    return c.json({ id, approval: view.product.approval, is_active: view.product.isActive });
  })
  .post('/catalog/products/bulk', async (c) =>
    c.json(await bulkUpdateAs(c.get('ctx'), c.get('staff'), await bodyOf(c))),
  );
