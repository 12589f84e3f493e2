import { Hono, type Context } from 'hono';
import { sellerOf, sellerProductForStaff } from '@/domain/catalog/seller-products';
import {
  addProductImagesAs,
  arrangeProductImagesAs,
  deleteProductImageAs,
  productImagesForStaff,
} from '@/domain/catalog/staff-images';
import type { Ctx } from '@/domain/shared/ctx';
import type { Permission } from '@/domain/staff/roles';
import type { StaffPrincipal } from '@/domain/staff/sessions';
import { PRODUCT_IMAGE_RULES, PRODUCT_MAX_IMAGES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam, readForm } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

type Image = Awaited<ReturnType<typeof productImagesForStaff>>[number];

const toWire = (images: Image[]) => ({
  images: images.map((i) => ({ id: i.id, url: `/media/${i.path}`, alt_ar: i.altAr, alt_en: i.altEn })),
});

/** At most a product's worth of pictures in one upload, plus the multipart framing. */
export const productImageBodyLimit = bodyLimit(PRODUCT_MAX_IMAGES * PRODUCT_IMAGE_RULES.maxBytes + 64 * 1024);

/**
 * {prefix}/{id}/images: a product's pictures — list, upload, order and texts, remove — for a role;
 * `mayTouch` refuses (throws) a product the caller may not change.
 */
function productImageRoutes(
  prefix: string,
  permission: Permission,
  mayTouch: (ctx: Ctx, staff: StaffPrincipal, productId: number) => Promise<unknown> = async () => {},
) {
  const productOf = async (c: Context<AdminEnv>) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    await mayTouch(c.get('ctx'), c.get('staff'), id);
    return id;
  };
  return new Hono<AdminEnv>()
    .use(`${prefix}/:id/images`, requireStaff, allow(permission))
    .use(`${prefix}/:id/images/*`, requireStaff, allow(permission))
    .get(`${prefix}/:id/images`, async (c) => {
      const id = await productOf(c);
      return c.json(toWire(await productImagesForStaff(c.get('ctx'), id)));
    })
    .post(`${prefix}/:id/images`, async (c) => {
      const id = await productOf(c);
      const form = await readForm(c, { all: true });
      const files = ([] as unknown[])
        .concat(form.images ?? [])
        .filter((f): f is File => f instanceof File && f.size > 0);
      const buffers = await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
      return c.json(toWire(await addProductImagesAs(c.get('ctx'), c.get('staff'), id, buffers)), 201);
    })
    .put(`${prefix}/:id/images`, async (c) => {
      const id = await productOf(c);
      return c.json(toWire(await arrangeProductImagesAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c))));
    })
    .delete(`${prefix}/:id/images/:imageId`, async (c) => {
      const id = await productOf(c);
      const imageId = idParam(c.req.param('imageId'), 'catalog_image_not_found');
      return c.json(toWire(await deleteProductImageAs(c.get('ctx'), c.get('staff'), id, imageId)));
    });
}

/** /rest/V1/admin/catalog/products/{id}/images: any product's pictures, for the catalog team. */
export const catalogImageRoutes = productImageRoutes('/catalog/products', 'catalog');

/** /rest/V1/admin/seller/products/{id}/images: a seller's own products' pictures (another's is 404). */
export const sellerImageRoutes = productImageRoutes('/seller/products', 'seller_portal', (ctx, staff, id) =>
  sellerProductForStaff(ctx, sellerOf(staff), id),
);
