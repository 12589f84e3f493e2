import type { Context } from 'hono';
import { Hono } from 'hono';
import { authenticate } from '@/domain/auth/tokens';
import { cardIdOf } from '@/domain/credit/cards';
import { cardSchedule } from '@/domain/credit/card-schedule';
import {
  cardOfAccessToken,
  sendInstalmentCode,
  verifyInstalmentCode,
} from '@/domain/credit/instalment-access';
import { instalmentReceipt, startInstalmentPayment } from '@/domain/credit/instalment-payments';
import { notFound } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { bearerToken, clientIp, type AppEnv } from '../request-context';
import { bodyOf, idParam } from './body';
import { toWireReceipt, toWireSchedule } from './instalment-serializers';

/** The header that carries a /payinstallment token (someone paying without signing in). */
export const INSTALMENT_TOKEN_HEADER = 'x-instalment-token';

/** The card whose instalments the caller may see and pay: by that token, else the signed-in customer's. */
export async function instalmentCard(c: Context<AppEnv>): Promise<number> {
  const ctx = c.get('ctx');
  const access = c.req.header(INSTALMENT_TOKEN_HEADER);
  if (access) return cardOfAccessToken(ctx, access);
  const customer = await authenticate(ctx, bearerToken(c));
  const cardId = await cardIdOf(ctx, customer.id);
  if (cardId === null) throw notFound('credit_card_not_found');
  return cardId;
}

/** /rest/{locale}/V1/amancard/instalments...: the card's schedule and /payinstallment (docs/api-credit.md). */
export const instalmentRoutes = new Hono<AppEnv>()
  .get('/amancard/instalments', async (c) =>
    c.json(toWireSchedule(await cardSchedule(c.get('ctx'), await instalmentCard(c)))),
  )
  .post('/amancard/instalments/code', async (c) => {
    const sent = await sendInstalmentCode(c.get('ctx'), await bodyOf(c), clientIp(c));
    const t = getT(c.get('ctx').locale);
    return c.json({ status: 1, message: t('messages.instalment_code_sent'), phone: sent.phone });
  })
  .post('/amancard/instalments/verify', async (c) => {
    const access = await verifyInstalmentCode(c.get('ctx'), await bodyOf(c));
    return c.json({ access_token: access.token, expires_at: access.expiresAt.toISOString() });
  })
  .get('/amancard/instalments/payments/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'payment_session_not_found');
    return c.json(toWireReceipt(await instalmentReceipt(c.get('ctx'), await instalmentCard(c), id)));
  });

/** POST payment/nbe/session {type: "installment", installment: [ids]} (§7). */
export async function startInstalmentSession(c: Context<AppEnv>, body: Record<string, unknown>) {
  const started = await startInstalmentPayment(c.get('ctx'), await instalmentCard(c), body);
  return c.json({
    session_id: started.sessionId,
    redirect_url: started.redirectUrl,
    payment_id: started.paymentId,
  });
}
