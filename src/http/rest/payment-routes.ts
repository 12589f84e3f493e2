import { Hono } from 'hono';
import { authenticate } from '@/domain/auth/tokens';
import { submitSandboxPayment } from '@/domain/payments/sandbox-gateway';
import {
  applyCallback,
  deleteSavedCard,
  listSavedCards,
  startCardPayment,
  startWalletPayment,
} from '@/domain/payments/sessions';
import { AppError } from '@/domain/shared/errors';
import { bearerToken, requireCustomer, type AppEnv } from '../request-context';
import { startInstalmentSession } from './instalment-routes';
import { bodyOf, idParam, readJson } from './body';

/**
 * §7's "type 1", the gateway's one session type, stands for either kind: the instalments when
 * `installment` lists them, else the card payment of an order.
 */
const sessionType = (body: Record<string, unknown>) =>
  body.type === 1 || body.type === '1'
    ? Array.isArray(body.installment)
      ? 'installment'
      : 'card'
    : body.type;

/**
 * /rest/{locale}/V1/...: the gateway session (§7 payment/nbe/session) for a card order or, with
 * type "installment", for the instalment card's instalments; and saved cards.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/payment/nbe/session', async (c) => {
    const body = await bodyOf(c);
    const type = sessionType(body);
    if (type === 'installment') return startInstalmentSession(c, body);
    if (type !== undefined && type !== 'card') {
      throw new AppError('invalid', 'invalid_input', {}, { type: 'invalid_input' });
    }
    const customer = await authenticate(c.get('ctx'), bearerToken(c));
    const started = await startCardPayment(c.get('ctx'), customer, {
      orderId: body.order_id,
      saveCard: body.save_card,
    });
    return c.json({ session_id: started.sessionId, redirect_url: started.redirectUrl });
  })
  .get('/cards/mine', requireCustomer, async (c) => {
    const cards = await listSavedCards(c.get('ctx'), c.get('customer'));
    return c.json(
      cards.map((card) => ({
        id: card.id,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      })),
    );
  })
  .delete('/cards/mine/:id', requireCustomer, async (c) => {
    await deleteSavedCard(
      c.get('ctx'),
      c.get('customer'),
      idParam(c.req.param('id'), 'saved_card_not_found'),
    );
    return c.json(true);
  });

/** GET /rest/{locale}/accept/methods/walletmethod?quoteId&walletPhone (quoteId: the order's id). */
export const walletRoutes = new Hono<AppEnv>().get(
  '/accept/methods/walletmethod',
  requireCustomer,
  async (c) => {
    const started = await startWalletPayment(c.get('ctx'), c.get('customer'), {
      orderId: c.req.query('quoteId'),
      walletPhone: c.req.query('walletPhone'),
    });
    return c.json({ session_id: started.sessionId, redirect_url: started.redirectUrl });
  },
);

/**
 * /rest/V1/payment/...: the sandbox gateway's hosted page posts here, and the gateway's signed
 * callback lands here and sends the shopper on: the receipt when paid, else the failure page.
 */
export const gatewayRoutes = new Hono<AppEnv>()
  .post('/payment/sandbox/:sessionId', async (c) => {
    const answer = await submitSandboxPayment(c.get('ctx'), c.req.param('sessionId'), await readJson(c));
    return c.json(
      'step' in answer
        ? { step: answer.step, ...(answer.triesLeft ? { tries_left: answer.triesLeft } : {}) }
        : { redirect_url: answer.redirectUrl },
    );
  })
  .get('/payment/callback', async (c) => {
    const { signature = '', ...fields } = c.req.query();
    const { payable, id, outcome, method } = await applyCallback(c.get('ctx'), fields, signature);
    const target =
      payable === 'instalments'
        ? `/payinstallment?payment=${id}&result=${outcome}`
        : outcome === 'paid'
          ? `/checkout/success?orderId=${id}`
          : `/checkout/failed?orderId=${id}&reason=${outcome}&method=${method}`;
    return c.redirect(target, 303);
  });
