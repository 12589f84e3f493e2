import type { Context } from 'hono';
import { Hono } from 'hono';
import { authenticate } from '@/domain/auth/tokens';
import { DOCUMENT_RULES } from '@/domain/credit/documents';
import {
  currentSellerApplication,
  saveSellerStep,
  sendSellerCode,
  submitSellerApplication,
  verifySellerPhone,
  type Applicant,
} from '@/domain/sellers/applications';
import { readSellerDocument, uploadSellerDocument } from '@/domain/sellers/documents';
import { AppError } from '@/domain/shared/errors';
import { getT } from '@/i18n/translate';
import { bodyLimit } from '../body-limit';
import { bearerToken, clientIp, type AppEnv } from '../request-context';
import { bodyOf, idParam, readForm } from './body';
import { toWireSellerApplication } from './seller-serializers';

/** The header a guest sends the draft token in (kept by the browser after the phone was proven). */
export const SELLER_DRAFT_HEADER = 'x-seller-draft';

/** A signed-in customer by bearer token, else a guest by draft token, else 401. */
async function applicantOf(c: Context<AppEnv>): Promise<Applicant> {
  const token = bearerToken(c);
  if (token) return { customer: await authenticate(c.get('ctx'), token) };
  const draftToken = c.req.header(SELLER_DRAFT_HEADER)?.trim();
  if (draftToken) return { draftToken };
  throw new AppError('unauthenticated', 'unauthorized');
}

/**
 * /rest/{locale}/V1/sellers/application...: the 3-step application to sell on the store
 * (/sellonaman), by a signed-in customer or a guest who proved the phone with a code.
 */
export const sellerRoutes = new Hono<AppEnv>()
  .get('/sellers/application', async (c) => {
    const view = await currentSellerApplication(c.get('ctx'), await applicantOf(c));
    return c.json({ application: view && toWireSellerApplication(view) });
  })
  .post('/sellers/application/code', async (c) => {
    const body = await bodyOf(c);
    const sent = await sendSellerCode(c.get('ctx'), { phone: body.phone, ip: clientIp(c) });
    const t = getT(c.get('ctx').locale);
    return c.json({ status: 1, message: t('messages.otp_sent'), expires_at: sent.expiresAt.toISOString() });
  })
  .post('/sellers/application/verify', async (c) => {
    const body = await bodyOf(c);
    const { draftToken, view } = await verifySellerPhone(c.get('ctx'), {
      phone: body.phone,
      code: body.code,
    });
    return c.json({ draft_token: draftToken, application: toWireSellerApplication(view) });
  })
  .put('/sellers/application/draft', async (c) => {
    const { step, ...fields } = await bodyOf(c);
    const view = await saveSellerStep(c.get('ctx'), await applicantOf(c), step, fields);
    return c.json(toWireSellerApplication(view));
  })
  .post('/sellers/application/documents', async (c) => {
    const applicant = await applicantOf(c);
    const form = await readForm(c);
    const file = form.file instanceof File ? Buffer.from(await form.file.arrayBuffer()) : null;
    return c.json(
      toWireSellerApplication(await uploadSellerDocument(c.get('ctx'), applicant, form.kind, file)),
    );
  })
  .post('/sellers/application/submit', async (c) =>
    c.json(toWireSellerApplication(await submitSellerApplication(c.get('ctx'), await applicantOf(c)))),
  );

/** GET /rest/V1/sellers/application/documents/{id}: a scan, to its applicant only, never cached. */
export const sellerDocumentFileRoutes = new Hono<AppEnv>().get(
  '/sellers/application/documents/:id',
  async (c) => {
    const id = idParam(c.req.param('id'), 'document_not_found');
    const view = await currentSellerApplication(c.get('ctx'), await applicantOf(c));
    if (!view) throw new AppError('not_found', 'document_not_found');
    const { bytes, contentType } = await readSellerDocument(c.get('ctx'), view.application.id, id);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      'cache-control': 'private, no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
  },
);

/** One scan per request: the §5 image limit plus room for the form around it. */
export const sellerDocumentBodyLimit = bodyLimit(
  DOCUMENT_RULES.maxBytes + 64 * 1024,
  () => new AppError('too_large', 'image_size'),
);
