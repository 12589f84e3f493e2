import { Hono, type Context } from 'hono';
import {
  createSlideAs,
  deleteSlideAs,
  orderSlidesAs,
  slideForStaff,
  slidesForStaff,
  updateSlideAs,
  type StaffSlide,
} from '@/domain/content/staff-slides';
import { slideStatus } from '@/domain/content/slide-schemas';
import { cairoDay } from '@/domain/shared/cairo-day';
import { nowOf } from '@/domain/shared/ctx';
import { SLIDE_IMAGE_RULES } from '@/domain/uploads/image-rules';
import { bodyLimit } from '../body-limit';
import { bodyOf, idParam } from '../rest/body';
import { allow, requireStaff, type AdminEnv } from './env';
import { multipartForm, toWireHistory } from './multipart-form';

/** A slide for staff: both languages, its picture's address, its dates as Cairo days, where it stands. */
export const toWireStaffSlide = (s: StaffSlide, now: Date) => ({
  id: s.id,
  position: s.position,
  image: `/media/${s.image}`,
  link: s.link,
  title_ar: s.titleAr,
  title_en: s.titleEn,
  subtitle_ar: s.subtitleAr,
  subtitle_en: s.subtitleEn,
  starts_on: s.startsAt ? cairoDay(s.startsAt) : null,
  ends_on: s.endsAt ? cairoDay(s.endsAt) : null,
  is_active: s.isActive,
  status: slideStatus(s, now),
});

/** One picture and the form's fields, plus the multipart framing. */
export const slideBodyLimit = bodyLimit(SLIDE_IMAGE_RULES.maxBytes + 64 * 1024);

const list = async (c: Context<AdminEnv>, slides?: StaffSlide[]) => {
  const ctx = c.get('ctx');
  const items = slides ?? (await slidesForStaff(ctx));
  return { items: items.map((s) => toWireStaffSlide(s, nowOf(ctx))) };
};

/** /rest/V1/admin/content/slides...: the home page's hero slides (content role). */
export const slideAdminRoutes = new Hono<AdminEnv>()
  .use('/content/slides', requireStaff, allow('content'))
  .use('/content/slides/*', requireStaff, allow('content'))
  .get('/content/slides', async (c) => c.json(await list(c)))
  .put('/content/slides/order', async (c) => {
    const slides = await orderSlidesAs(c.get('ctx'), c.get('staff'), await bodyOf(c));
    return c.json(await list(c, slides));
  })
  .get('/content/slides/:id', async (c) => {
    const ctx = c.get('ctx');
    const { slide, history } = await slideForStaff(ctx, idParam(c.req.param('id'), 'slide_not_found'));
    return c.json({
      ...toWireStaffSlide(slide, nowOf(ctx)),
      history: toWireHistory(history),
    });
  })
  .post('/content/slides', async (c) => {
    const ctx = c.get('ctx');
    const { fields, image } = await multipartForm(c);
    const slide = await createSlideAs(ctx, c.get('staff'), fields, image);
    return c.json(toWireStaffSlide(slide, nowOf(ctx)), 201);
  })
  .put('/content/slides/:id', async (c) => {
    const ctx = c.get('ctx');
    const id = idParam(c.req.param('id'), 'slide_not_found');
    const { fields, image } = await multipartForm(c);
    return c.json(toWireStaffSlide(await updateSlideAs(ctx, c.get('staff'), id, fields, image), nowOf(ctx)));
  })
  .delete('/content/slides/:id', async (c) => {
    const id = idParam(c.req.param('id'), 'slide_not_found');
    return c.json(await list(c, await deleteSlideAs(c.get('ctx'), c.get('staff'), id)));
  });
