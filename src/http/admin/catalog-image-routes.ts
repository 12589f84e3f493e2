import { Hono } from 'hono';
import {
  addProductImagesAs,
  arrangeProductImagesAs,
  deleteProductImageAs,
  productImagesForStaff,
} from '@/domain/catalog/staff-images';
import { PRODUCT_IMAGE_RULES, PRODUCT_MAX_IMAGES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

type Image = Awaited<ReturnType<typeof productImagesForStaff>>[number];

const toWire = (images: Image[]) => ({
  images: images.map((i) => ({ id: i.id, url: `/media/${i.path}`, alt_ar: i.altAr, alt_en: i.altEn })),
});

/** At most a product's worth of pictures in one upload, plus the multipart framing. */
export const productImageBodyLimit = bodyLimit(PRODUCT_MAX_IMAGES * PRODUCT_IMAGE_RULES.maxBytes + 64 * 1024);

/** /rest/V1/admin/catalog/products/{id}/images: a product's pictures — list, upload, order and texts, remove. */
export const catalogImageRoutes = new Hono<AdminEnv>()
  .use('/catalog/products/:id/images', requireStaff, allow('catalog'))
  .use('/catalog/products/:id/images/*', requireStaff, allow('catalog'))
  .get('/catalog/products/:id/images', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    return c.json(toWire(await productImagesForStaff(c.get('ctx'), id)));
  })
  .post('/catalog/products/:id/images', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const form = await c.req.parseBody({ all: true });
    const files = ([] as unknown[])
      .concat(form.images ?? [])
      .filter((f): f is File => f instanceof File && f.size > 0);
    const buffers = await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
    return c.json(toWire(await addProductImagesAs(c.get('ctx'), c.get('staff'), id, buffers)), 201);
  })
  .put('/catalog/products/:id/images', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    return c.json(toWire(await arrangeProductImagesAs(c.get('ctx'), c.get('staff'), id, await bodyOf(c))));
  })
  .delete('/catalog/products/:id/images/:imageId', async (c) => {
    const id = idParam(c.req.param('id'), 'product_not_found');
    const imageId = idParam(c.req.param('imageId'), 'catalog_image_not_found');
    return c.json(toWire(await deleteProductImageAs(c.get('ctx'), c.get('staff'), id, imageId)));
  });
