import { Hono } from 'hono';
import {
  currentApplication,
  resubmitDocuments,
  saveStep,
  submitApplication,
} from '@/domain/credit/applications';
import { cardOf, changePin, checkPinCode, sendPinCode, setPin } from '@/domain/credit/cards';
import { cartPlans } from '@/domain/credit/cart-plans';
import { currentPromotions } from '@/domain/credit/plan-rules';
import { DOCUMENT_RULES, deleteDocument, readDocument, uploadDocument } from '@/domain/credit/documents';
import { AppError } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { clientIp, requireCustomer, type AppEnv } from '../request-context';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam, readForm } from './body';
import { toWireApplication, toWireCard, WIRE_CARD_TERMS } from './credit-serializers';
import { toWireCartPlans, toWirePromotion } from './plan-serializers';

/**
 * /rest/{locale}/V1/creditlimit/mine...: the signed-in customer's credit-limit application, and
 * /rest/{locale}/V1/amancard/mine...: their card (docs/api-credit.md).
 */
export const creditRoutes = new Hono<AppEnv>()
  .get('/creditlimit/mine', requireCustomer, async (c) => {
    const [view, card] = await Promise.all([
      currentApplication(c.get('ctx'), c.get('customer')),
      cardOf(c.get('ctx'), c.get('customer')),
    ]);
    return c.json({
      application: view && toWireApplication(view),
      card: card && toWireCard(card),
      terms: WIRE_CARD_TERMS,
    });
  })
  .put('/creditlimit/mine/draft', requireCustomer, async (c) => {
    const { step, ...fields } = await bodyOf(c);
    if (step !== 'personal' && step !== 'work')
      throw new AppError('invalid', 'invalid_input', {}, { step: 'invalid_input' });
    return c.json(toWireApplication(await saveStep(c.get('ctx'), c.get('customer'), step, fields)));
  })
  .post('/creditlimit/mine/documents', requireCustomer, async (c) => {
    const form = await readForm(c);
    const file = form.file instanceof File ? Buffer.from(await form.file.arrayBuffer()) : null;
    return c.json(toWireApplication(await uploadDocument(c.get('ctx'), c.get('customer'), form.kind, file)));
  })
  .delete('/creditlimit/mine/documents/:id', requireCustomer, async (c) => {
    const id = idParam(c.req.param('id'), 'document_not_found');
    return c.json(toWireApplication(await deleteDocument(c.get('ctx'), c.get('customer'), id)));
  })
  .post('/creditlimit/mine/submit', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    return c.json(toWireApplication(await submitApplication(c.get('ctx'), c.get('customer'), body)));
  })
  .post('/creditlimit/mine/resubmit', requireCustomer, async (c) =>
    c.json(toWireApplication(await resubmitDocuments(c.get('ctx'), c.get('customer')))),
  )
  .get('/amancard/promos', async (c) => c.json((await currentPromotions(c.get('ctx'))).map(toWirePromotion)))
  .post('/amancard/options', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    return c.json(toWireCartPlans(await cartPlans(c.get('ctx'), c.get('customer'), body)));
  })
  .get('/amancard/mine', requireCustomer, async (c) => {
    const card = await cardOf(c.get('ctx'), c.get('customer'));
    if (!card) throw new AppError('not_found', 'credit_card_not_found');
    return c.json(toWireCard(card));
  })
  .post('/amancard/mine/pin/code', requireCustomer, async (c) => {
    await checkPinCode(c.get('ctx'), c.get('customer'), await bodyOf(c));
    return c.json({ status: 1 });
  })
  .post('/amancard/mine/pin', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    return c.json(toWireCard(await setPin(c.get('ctx'), c.get('customer'), body)));
  })
  .put('/amancard/mine/pin', requireCustomer, async (c) => {
    const body = await bodyOf(c);
    return c.json(toWireCard(await changePin(c.get('ctx'), c.get('customer'), body)));
  });

/** POST /rest/V1/amancard/sendpin (§7): a code to the account phone to set or reset the PIN. */
export const sendPinRoutes = new Hono<AppEnv>().post('/amancard/sendpin', requireCustomer, async (c) => {
  const sent = await sendPinCode(c.get('ctx'), c.get('customer'), clientIp(c));
  const t = getT(c.get('ctx').locale);
  return c.json({ status: 1, message: t('messages.otp_sent'), resend_after: sent.resendAfterSeconds });
});

/**
 * GET /rest/V1/creditlimit/mine/documents/{id}: the image itself, to its owner only, never cached
 * by anyone in between (the page fetches it with the bearer token and shows it as a blob).
 */
export const creditDocumentFileRoutes = new Hono<AppEnv>().get(
  '/creditlimit/mine/documents/:id',
  requireCustomer,
  async (c) => {
    const id = idParam(c.req.param('id'), 'document_not_found');
    const { bytes, contentType } = await readDocument(c.get('ctx'), c.get('customer'), id);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  },
);

/** One document per request: the §5 image limit plus room for the form around it. */
export const documentBodyLimit = bodyLimit(
  DOCUMENT_RULES.maxBytes + 64 * 1024,
  () => new AppError('too_large', 'image_size'),
);
