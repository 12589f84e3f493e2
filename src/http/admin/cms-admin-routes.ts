import { Hono } from 'hono';
import {
  cmsBlockForStaff,
  cmsBlocksForStaff,
  previewCmsContent,
  updateCmsBlockAs,
  type StaffCmsBlock,
} from '@/domain/content/staff-cms';
import { bodyOf } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';

/** A block's row in the list: both titles, its switch, its version and the store page showing it. */
const toWireCmsBlockRow = (b: StaffCmsBlock) => ({
  identifier: b.identifier,
  title_ar: b.titleAr,
  title_en: b.titleEn,
  is_active: b.isActive,
  updated_at: b.version,
  page: b.page,
});

/** A block for its editor: the row and both languages' HTML as stored. */
const toWireCmsBlock = (b: StaffCmsBlock) => ({
  ...toWireCmsBlockRow(b),
  content_ar: b.contentAr,
  content_en: b.contentEn,
});

/** /rest/V1/admin/content/blocks...: the store's CMS blocks (content role). */
export const cmsAdminRoutes = new Hono<AdminEnv>()
  .use('/content/blocks', requireStaff, allow('content'))
  .use('/content/blocks/*', requireStaff, allow('content'))
  .get('/content/blocks', async (c) =>
    c.json({ items: (await cmsBlocksForStaff(c.get('ctx'))).map(toWireCmsBlockRow) }),
  )
  .post('/content/blocks/preview', async (c) => c.json(previewCmsContent(await bodyOf(c))))
  .get('/content/blocks/:identifier', async (c) => {
    const { block, history } = await cmsBlockForStaff(c.get('ctx'), c.req.param('identifier'));
    return c.json({
      ...toWireCmsBlock(block),
      history: history.map((h) => ({
        action: h.action,
        actor: h.actor,
        at: h.at.toISOString(),
        changed: h.changed,
      })),
    });
  })
  .put('/content/blocks/:identifier', async (c) => {
    const ctx = c.get('ctx');
    const block = await updateCmsBlockAs(ctx, c.get('staff'), c.req.param('identifier'), await bodyOf(c));
    return c.json(toWireCmsBlock(block));
  });
