import { asc, eq, inArray, max } from 'drizzle-orm';
import { homeSlideTranslations, homeSlides } from '@/db/schema';
import { cairoDay, cairoEnd, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { AppError, notFound } from '../shared/errors';
import { audited, historyOf, type Actor } from '../staff/audit';
import { SLIDE_IMAGE_RULES } from '../uploads/image-rules';
import { slideFieldsSchema, slideOrderSchema, type SlideFields } from './slide-schemas';
import { parseInput } from '../shared/validate';
import { checkedForm, keepingImage, storeContentImage } from './staff-images';

/**
 * The home page's hero slides in the back office (content role): the list in its order, one
 * slide, create and edit (both languages, link, Cairo dates, picture), order, remove. Every write
 * is audited; the triggers on home_slides bump the 'content' version in the same transaction, so
 * the home page shows the change on its next request (a slide whose day starts or ends shows or
 * leaves within the pages' cache age, MAX_AGE_MS).
 */

/** The widths the home page asks for besides the stored 1200 px (src/components/home/hero-image.ts). */
const SLIDE_VARIANTS = [480, 800] as const;

export interface StaffSlide {
  id: number;
  position: number;
  image: string;
  link: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  titleAr: string;
  titleEn: string;
  subtitleAr: string;
  subtitleEn: string;
}

/** Every slide, in the order the home page shows them, with both languages' texts. */
export async function slidesForStaff(ctx: Ctx, ids?: number[]): Promise<StaffSlide[]> {
  const rows = await ctx.db
    .select({ slide: homeSlides, t: homeSlideTranslations })
    .from(homeSlides)
    .leftJoin(homeSlideTranslations, eq(homeSlideTranslations.slideId, homeSlides.id))
    .where(ids ? inArray(homeSlides.id, ids) : undefined)
    .orderBy(asc(homeSlides.position), asc(homeSlides.id));
  const byId = new Map<number, StaffSlide>();
  for (const { slide, t } of rows) {
    const s = byId.get(slide.id) ?? {
      id: slide.id,
      position: slide.position,
      image: slide.image,
      link: slide.link,
      isActive: slide.isActive,
      startsAt: slide.startsAt,
      endsAt: slide.endsAt,
      titleAr: '',
      titleEn: '',
      subtitleAr: '',
      subtitleEn: '',
    };
    if (t?.locale === 'ar') Object.assign(s, { titleAr: t.title, subtitleAr: t.subtitle });
    if (t?.locale === 'en') Object.assign(s, { titleEn: t.title, subtitleEn: t.subtitle });
    byId.set(slide.id, s);
  }
  return [...byId.values()];
}

/** One slide with its history of changes. */
export async function slideForStaff(ctx: Ctx, id: number) {
  const [slide] = await slidesForStaff(ctx, [id]);
  if (!slide) throw notFound('slide_not_found');
  return { slide, history: await historyOf(ctx, 'home_slide', id) };
}

/** What the audit log keeps of a slide (dates as Cairo days). */
const audit = (s: StaffSlide) => ({
  title_ar: s.titleAr,
  title_en: s.titleEn,
  subtitle_ar: s.subtitleAr,
  subtitle_en: s.subtitleEn,
  link: s.link,
  image: s.image,
  starts_on: s.startsAt ? cairoDay(s.startsAt) : null,
  ends_on: s.endsAt ? cairoDay(s.endsAt) : null,
  active: s.isActive,
  position: s.position,
});

const checkedInput = (input: unknown, image: Buffer | null, imageRequired: boolean) =>
  checkedForm(slideFieldsSchema, input, {
    bytes: image,
    rules: SLIDE_IMAGE_RULES,
    requiredKey: imageRequired ? 'slide_image_required' : null,
  });

/** Stores a checked picture cut to the hero's frame, with the smaller widths the page asks for. */
const storeSlideImage = (image: Buffer) =>
  storeContentImage('slides', image, SLIDE_IMAGE_RULES, SLIDE_VARIANTS);

const rowOf = (form: SlideFields) => ({
  link: form.link,
  isActive: form.is_active,
  startsAt: form.starts_on ? cairoStart(form.starts_on) : null,
  endsAt: form.ends_on ? cairoEnd(form.ends_on) : null,
});

async function writeTexts(ctx: Ctx, slideId: number, form: SlideFields) {
  for (const locale of ['ar', 'en'] as const) {
    const texts = { title: form[`title_${locale}`], subtitle: form[`subtitle_${locale}`] };
    await ctx.db
      .insert(homeSlideTranslations)
      .values({ slideId, locale, ...texts })
      .onConflictDoUpdate({
        target: [homeSlideTranslations.slideId, homeSlideTranslations.locale],
        set: texts,
      });
  }
}

/** A new slide, shown after the others. */
export async function createSlideAs(ctx: Ctx, actor: Actor, input: unknown, image: Buffer | null) {
  const form = await checkedInput(input, image, true);
  const stored = await storeSlideImage(image!);
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'slide.create', entity: 'home_slide', entityId: '' }, async (tx) => {
      const [last] = await tx.db.select({ position: max(homeSlides.position) }).from(homeSlides);
      const [created] = await tx.db
        .insert(homeSlides)
        .values({ ...rowOf(form), image: stored, position: (last?.position ?? -1) + 1 })
        .returning({ id: homeSlides.id });
      await writeTexts(tx, created!.id, form);
      const [after] = await slidesForStaff(tx, [created!.id]);
      return { result: after!, after: audit(after!), entityId: created!.id };
    }),
  );
}

async function lockSlide(ctx: Ctx, id: number): Promise<StaffSlide> {
  const [row] = await ctx.db
    .select({ id: homeSlides.id })
    .from(homeSlides)
    .where(eq(homeSlides.id, id))
    .for('update');
  if (!row) throw notFound('slide_not_found');
  const [slide] = await slidesForStaff(ctx, [id]);
  return slide!;
}

/**
 * Changes a slide's texts, link, dates and standing, and its picture when a new one is sent. The
 * old picture's file stays on disk: the audit log names it, and a page rendered a moment ago may
 * still ask for it.
 */
export async function updateSlideAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: unknown,
  image: Buffer | null,
) {
  const form = await checkedInput(input, image, false);
  const stored = image ? await storeSlideImage(image) : null;
  return keepingImage(stored, () =>
    audited(ctx, actor, { action: 'slide.update', entity: 'home_slide', entityId: id }, async (tx) => {
      const before = await lockSlide(tx, id);
      await tx.db
        .update(homeSlides)
        .set({ ...rowOf(form), ...(stored ? { image: stored } : {}) })
        .where(eq(homeSlides.id, id));
      await writeTexts(tx, id, form);
      const [after] = await slidesForStaff(tx, [id]);
      return { result: after!, before: audit(before), after: audit(after!) };
    }),
  );
}

/** The slides' new order: every slide's id exactly once, first shown first. */
export function orderSlidesAs(ctx: Ctx, actor: Actor, input: unknown) {
  const { ids } = parseInput(slideOrderSchema, input);
  return audited(ctx, actor, { action: 'slide.order', entity: 'home_slide', entityId: 'all' }, async (tx) => {
    // Every slide locked, in id order, so that two reorders (or a reorder and a create) queue.
    const all = await tx.db
      .select({ id: homeSlides.id })
      .from(homeSlides)
      .orderBy(asc(homeSlides.id))
      .for('update');
    const before = (await slidesForStaff(tx)).map((s) => s.id);
    const same =
      ids.length === all.length && new Set(ids).size === ids.length && all.every((s) => ids.includes(s.id));
    if (!same) throw new AppError('conflict', 'slide_order_stale');
    for (const [position, slideId] of ids.entries())
      await tx.db.update(homeSlides).set({ position }).where(eq(homeSlides.id, slideId));
    return { result: await slidesForStaff(tx), before, after: ids };
  });
}

/** Removes a slide from the home page (its picture's file stays, as on an edit). */
export function deleteSlideAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(ctx, actor, { action: 'slide.delete', entity: 'home_slide', entityId: id }, async (tx) => {
    const before = await lockSlide(tx, id);
    await tx.db.delete(homeSlides).where(eq(homeSlides.id, id));
    return { result: await slidesForStaff(tx), before: audit(before) };
  });
}
