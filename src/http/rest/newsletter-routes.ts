import { Hono } from 'hono';
import { subscribeToNewsletter } from '@/domain/customers/newsletter';
import { getT } from '@/i18n/translate';
import { readJson } from './body';
import type { RestEnv } from './env';

/** POST /rest/{locale}/V1/newsletter/subscribe {email} */
export const newsletterRoutes = new Hono<RestEnv>().post('/newsletter/subscribe', async (c) => {
  const ctx = c.get('ctx');
  const { status } = await subscribeToNewsletter(ctx, await readJson(c));
  return c.json({ status, message: getT(ctx.locale)(`newsletter.${status}`) });
});
