import { Hono } from 'hono';
import { homeSectionsForStaff, saveHomeSectionsAs } from '@/domain/content/home-sections';
import { bodyOf } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import { toWireHistory } from './multipart-form';

/** /rest/V1/admin/content/home-sections: the home page's sections, order, switches and titles (content role). */
export const homeAdminRoutes = new Hono<AdminEnv>()
  .use('/content/home-sections', requireStaff, allow('content'))
  .get('/content/home-sections', async (c) => {
    const { sections, history } = await homeSectionsForStaff(c.get('ctx'));
    return c.json({ sections, history: toWireHistory(history) });
  })
  .put('/content/home-sections', async (c) =>
    c.json({ sections: await saveHomeSectionsAs(c.get('ctx'), c.get('staff'), await bodyOf(c)) }),
  );
