import { Hono, type Context } from 'hono';
import { slideStatus } from '@/domain/content/slide-schemas';
import { promoStripForStaff, savePromoStripAs } from '@/domain/content/promo-strip';
import { countdownForStaff, saveCountdownAs, type StaffCountdown } from '@/domain/content/staff-countdown';
import {
  createPopupAs,
  deletePopupAs,
  popupForStaff,
  popupsForStaff,
  updatePopupAs,
  type StaffPopup,
} from '@/domain/content/staff-popups';
import { cairoDay } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { POPUP_IMAGE_RULES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import { multipartForm, toWireHistory } from './multipart-form';

/** An overlay ad for staff: both titles, its picture's address, its Cairo days, where it stands. */
export const toWireStaffPopup = (p: StaffPopup, now: Date) => ({
  id: p.id,
  image: `/media/${p.image}`,
  link: p.link,
  title_ar: p.titleAr,
  title_en: p.titleEn,
  starts_on: p.startsAt ? cairoDay(p.startsAt) : null,
  ends_on: p.endsAt ? cairoDay(p.endsAt) : null,
  is_active: p.isActive,
  status: slideStatus(p, now),
});

const toWireCountdown = (c: StaffCountdown | null) =>
  c && {
    starts_on: c.startsOn,
    ends_on: c.endsOn,
    start_date: c.startDate.toISOString(),
    end_date: c.endDate.toISOString(),
    is_active: c.isActive,
  };

/** One picture and the form's fields, plus the multipart framing. */
export const popupBodyLimit = bodyLimit(POPUP_IMAGE_RULES.maxBytes + 64 * 1024);

const list = async (c: Context<AdminEnv>, popups?: StaffPopup[]) => {
  const ctx = c.get('ctx');
  const items = popups ?? (await popupsForStaff(ctx));
  return { items: items.map((p) => toWireStaffPopup(p, nowOf(ctx))) };
};

/**
 * /rest/V1/admin/content/{popups,countdown,promo-strip}: the overlay ad, the header countdown and
 * the promo strip (content role).
 */
export const promoAdminRoutes = new Hono<AdminEnv>()
  .use('/content/popups', requireStaff, allow('content'))
  .use('/content/popups/*', requireStaff, allow('content'))
  .use('/content/countdown', requireStaff, allow('content'))
  .use('/content/promo-strip', requireStaff, allow('content'))
  .get('/content/popups', async (c) => c.json(await list(c)))
  .get('/content/popups/:id', async (c) => {
    const ctx = c.get('ctx');
    const { popup, history } = await popupForStaff(ctx, idParam(c.req.param('id'), 'popup_not_found'));
    return c.json({ ...toWireStaffPopup(popup, nowOf(ctx)), history: toWireHistory(history) });
  })
  .post('/content/popups', async (c) => {
    const ctx = c.get('ctx');
    const { fields, image } = await multipartForm(c);
    const popup = await createPopupAs(ctx, c.get('staff'), fields, image);
    return c.json(toWireStaffPopup(popup, nowOf(ctx)), 201);
  })
  .put('/content/popups/:id', async (c) => {
    const ctx = c.get('ctx');
    const id = idParam(c.req.param('id'), 'popup_not_found');
    const { fields, image } = await multipartForm(c);
    return c.json(toWireStaffPopup(await updatePopupAs(ctx, c.get('staff'), id, fields, image), nowOf(ctx)));
  })
  .delete('/content/popups/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'popup_not_found');
    return c.json(await list(c, await deletePopupAs(c.get('ctx'), c.get('staff'), id)));
  })
  .get('/content/countdown', async (c) => {
    const { current, history } = await countdownForStaff(c.get('ctx'));
    return c.json({ countdown: toWireCountdown(current), history: toWireHistory(history) });
  })
  .put('/content/countdown', async (c) => {
    const saved = await saveCountdownAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json({ countdown: toWireCountdown(saved) });
  })
  .get('/content/promo-strip', async (c) => {
    const { strip, history } = await promoStripForStaff(c.get('ctx'));
    return c.json({ ...strip, history: toWireHistory(history) });
  })
  .put('/content/promo-strip', async (c) =>
    c.json(await savePromoStripAs(c.get('ctx'), c.get('staff'), await bodyOf(c))),
  );
