import { Hono } from 'hono';
import { authenticate } from '@/domain/auth/tokens';
import { getFormDefinition, submitForm } from '@/domain/forms/forms';
import { getT } from '@/i18n/translate';
import { bearerToken, clientIp, type AppEnv } from '../request-context';
import { readJson } from './body';

/**
 * /rest/{locale}/V1/forms/{formId} (§7): a stored form's fields, and POST {parameters} to send it.
 * A signed-in customer's request is kept with their account; anyone may send one.
 */
export const formRoutes = new Hono<AppEnv>()
  .get('/forms/:formId', async (c) => {
    const code = c.req.param('formId');
    const definition = await getFormDefinition(c.get('ctx'), code);
    return c.json({ form_id: code, fields: definition.fields });
  })
  .post('/forms/:formId', async (c) => {
    const ctx = c.get('ctx');
    const token = bearerToken(c);
    const customer = token ? await authenticate(ctx, token) : null;
    const sent = await submitForm(ctx, c.req.param('formId'), await readJson(c), {
      ip: clientIp(c),
      customerId: customer?.id ?? null,
    });
    return c.json({ reference: sent.reference, message: getT(ctx.locale)('forms.sent_title') }, 201);
  });
