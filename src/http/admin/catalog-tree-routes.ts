import { Hono, type Context } from 'hono';
import {
  categoriesForStaff,
  categoryForStaff,
  createCategoryAs,
  deleteCategoryAs,
  orderCategoriesAs,
  updateCategoryAs,
  type StaffCategory,
} from '@/domain/catalog/staff-categories';
import {
  brandForStaff,
  brandsForStaff,
  createBrandAs,
  deleteBrandAs,
  updateBrandAs,
  type StaffBrand,
} from '@/domain/catalog/staff-brands';
import { percentOf } from '@/domain/credit/seller-rate-schemas';
import { PLAN_TERMS } from '@/domain/credit/plans';
import {
  sellerRatesForStaff,
  sellersForRates,
  setSellerRatesAs,
  type SellerForRates,
} from '@/domain/credit/staff-seller-rates';
import {
  sellerDetailsForStaff,
  updateSellerDetailsAs,
  type SellerDetails,
} from '@/domain/sellers/staff-seller-details';
import { CATEGORY_IMAGE_RULES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import { multipartForm, toWireHistory } from './multipart-form';

/** A category for staff: both languages, its place in the tree, §3's flags, its picture's address. */
export const toWireStaffCategory = (c: StaffCategory) => ({
  id: c.id,
  parent_id: c.parentId,
  level: c.level,
  position: c.position,
  url_key: c.urlKey,
  path: c.path,
  name_ar: c.nameAr,
  name_en: c.nameEn,
  description_ar: c.descriptionAr,
  description_en: c.descriptionEn,
  image: c.image ? `/media/${c.image}` : null,
  include_in_menu: c.includeInMenu,
  include_in_sidebar: c.includeInSidebar,
  include_in_box_sidebar: c.includeInBoxSidebar,
  is_important: c.isImportant,
  importance_position: c.importancePosition,
  is_active: c.isActive,
  product_count: c.productCount,
});

export const toWireStaffBrand = (b: StaffBrand) => ({
  id: b.id,
  url_key: b.urlKey,
  name_ar: b.nameAr,
  name_en: b.nameEn,
  logo: b.logo ? `/media/${b.logo}` : null,
  position: b.position,
  is_featured: b.isFeatured,
  product_count: b.productCount,
});

/** A dealer's terms: each one it offers with its rate in percent; none means the store's terms. */
export const toWireSellerDetails = (s: SellerDetails) => ({
  id: s.id,
  code: s.code,
  name_ar: s.nameAr,
  name_en: s.nameEn,
  logo: s.logo ? `/media/${s.logo}` : null,
  is_active: s.isActive,
});

export const toWireSellerRates = (s: SellerForRates) => ({
  id: s.id,
  code: s.code,
  name_ar: s.nameAr,
  name_en: s.nameEn,
  is_active: s.isActive,
  store_terms: Object.keys(s.rates).length === 0,
  rates: PLAN_TERMS.flatMap((months) =>
    s.rates[months] === undefined ? [] : [{ months, rate: percentOf(s.rates[months]!) }],
  ),
});

/** One picture and the form's fields, plus the multipart framing. */
export const catalogTreeBodyLimit = bodyLimit(CATEGORY_IMAGE_RULES.maxBytes + 64 * 1024);

const categoryList = async (c: Context<AdminEnv>, items?: StaffCategory[]) => ({
  items: (items ?? (await categoriesForStaff(c.get('ctx')))).map(toWireStaffCategory),
});
const brandList = async (c: Context<AdminEnv>, items?: StaffBrand[]) => ({
  items: (items ?? (await brandsForStaff(c.get('ctx')))).map(toWireStaffBrand),
});

/**
 * /rest/V1/admin/catalog/{categories,brands,sellers}...: the category tree, brands and dealers'
 * instalment rates (catalog role, and admins).
 */
export const catalogTreeRoutes = new Hono<AdminEnv>()
  .use('/catalog/categories', requireStaff, allow('catalog'))
  .use('/catalog/categories/*', requireStaff, allow('catalog'))
  .use('/catalog/brands', requireStaff, allow('catalog'))
  .use('/catalog/brands/*', requireStaff, allow('catalog'))
  .use('/catalog/sellers', requireStaff, allow('catalog'))
  .use('/catalog/sellers/*', requireStaff, allow('catalog'))
  .get('/catalog/categories', async (c) => c.json(await categoryList(c)))
  .put('/catalog/categories/order', async (c) => {
    const items = await orderCategoriesAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json(await categoryList(c, items));
  })
  .get('/catalog/categories/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'category_not_found');
    const { category, history } = await categoryForStaff(c.get('ctx'), id);
    return c.json({ ...toWireStaffCategory(category), history: toWireHistory(history) });
  })
  .post('/catalog/categories', async (c) => {
    const { fields, image } = await multipartForm(c);
    const category = await createCategoryAs(c.get('ctx'), c.get('staff'), fields, image);
    return c.json(toWireStaffCategory(category), 201);
  })
  .put('/catalog/categories/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'category_not_found');
    const { fields, image } = await multipartForm(c);
    return c.json(
      toWireStaffCategory(await updateCategoryAs(c.get('ctx'), c.get('staff'), id, fields, image)),
    );
  })
  .delete('/catalog/categories/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'category_not_found');
    return c.json(await categoryList(c, await deleteCategoryAs(c.get('ctx'), c.get('staff'), id)));
  })
  .get('/catalog/brands', async (c) => c.json(await brandList(c)))
  .get('/catalog/brands/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'brand_not_found');
    const { brand, history } = await brandForStaff(c.get('ctx'), id);
    return c.json({ ...toWireStaffBrand(brand), history: toWireHistory(history) });
  })
  .post('/catalog/brands', async (c) => {
    const { fields, image } = await multipartForm(c);
    return c.json(toWireStaffBrand(await createBrandAs(c.get('ctx'), c.get('staff'), fields, image)), 201);
  })
  .put('/catalog/brands/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'brand_not_found');
    const { fields, image } = await multipartForm(c);
    return c.json(toWireStaffBrand(await updateBrandAs(c.get('ctx'), c.get('staff'), id, fields, image)));
  })
  .delete('/catalog/brands/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'brand_not_found');
    return c.json(await brandList(c, await deleteBrandAs(c.get('ctx'), c.get('staff'), id)));
  })
  .get('/catalog/sellers', async (c) =>
    c.json({ items: (await sellersForRates(c.get('ctx'))).map(toWireSellerRates) }),
  )
  .get('/catalog/sellers/:id/rates', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const { seller, history } = await sellerRatesForStaff(c.get('ctx'), id);
    return c.json({ ...toWireSellerRates(seller), history: toWireHistory(history) });
  })
  .put('/catalog/sellers/:id/rates', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const seller = await setSellerRatesAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c));
    return c.json(toWireSellerRates(seller));
  })
  .get('/catalog/sellers/:id/details', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const { seller, history } = await sellerDetailsForStaff(c.get('ctx'), id);
    return c.json({ ...toWireSellerDetails(seller), history: toWireHistory(history) });
  })
  .put('/catalog/sellers/:id/details', async (c) => {
    const id = idParam(c.req.param('id'), 'seller_not_found');
    const { fields, image } = await multipartForm(c);
    return c.json(
      toWireSellerDetails(await updateSellerDetailsAs(c.get('ctx'), c.get('staff'), id, fields, image)),
    );
  });
