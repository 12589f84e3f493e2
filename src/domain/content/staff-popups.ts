import { asc, eq, inArray } from 'drizzle-orm';
import { popupBannerTranslations, popupBanners } from '@/db/schema';
import { cairoDay, cairoEnd, cairoStart } from '../shared/cairo-day';
import type { Ctx } from '../shared/ctx';
import { notFound } from '../shared/errors';
import { audited, historyOf, type Actor } from '../staff/audit';
import { POPUP_IMAGE_RULES } from '../uploads/image-rules';
import { popupFieldsSchema, type PopupFields } from './promo-schemas';
import { checkedForm, keepingImage, storeContentImage } from './staff-images';

/**
 * The home page's overlay ads in the back office (content role): the list, one ad, create and edit
 * (both languages' titles, a link on the store, Cairo days, a square picture), remove. Every write
 * is audited; the triggers on popup_banners bump the 'content' version in the same transaction,
 * so the home page and the public banners call show the change on their next request.
 */

/** The width the popup asks for besides the stored 600 px (src/components/home/popup-banner.client.tsx). */
const POPUP_VARIANTS = [480] as const;

export interface StaffPopup {
  id: number;
  image: string;
  link: string;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  titleAr: string;
  titleEn: string;
}

/** Every overlay ad, oldest first (the order in which the home page picks the one it shows). */
export async function popupsForStaff(ctx: Ctx, ids?: number[]): Promise<StaffPopup[]> {
  const rows = await ctx.db
    .select({ popup: popupBanners, t: popupBannerTranslations })
    .from(popupBanners)
    .leftJoin(popupBannerTranslations, eq(popupBannerTranslations.bannerId, popupBanners.id))
    .where(ids ? inArray(popupBanners.id, ids) : undefined)
    .orderBy(asc(popupBanners.id));
  const byId = new Map<number, StaffPopup>();
  for (const { popup, t } of rows) {
    const p = byId.get(popup.id) ?? {
      id: popup.id,
      image: popup.image,
      link: popup.link,
      isActive: popup.isActive,
      startsAt: popup.startsAt,
      endsAt: popup.endsAt,
      titleAr: '',
      titleEn: '',
    };
    if (t?.locale === 'ar') p.titleAr = t.title;
    if (t?.locale === 'en') p.titleEn = t.title;
    byId.set(popup.id, p);
  }
  return [...byId.values()];
}

/** One overlay ad with its history of changes. */
export async function popupForStaff(ctx: Ctx, id: number) {
  const [popup] = await popupsForStaff(ctx, [id]);
  if (!popup) throw notFound('popup_not_found');
  return { popup, history: await historyOf(ctx, 'popup_banner', id) };
}

/** What the audit log keeps of an overlay ad (dates as Cairo days). */
const audit = (p: StaffPopup) => ({
  title_ar: p.titleAr,
  title_en: p.titleEn,
  link: p.link,
  image: p.image,
  starts_on: p.startsAt ? cairoDay(p.startsAt) : null,
  ends_on: p.endsAt ? cairoDay(p.endsAt) : null,
  active: p.isActive,
});

const checkedInput = (input: unknown, image: Buffer | null, imageRequired: boolean) =>
  checkedForm(popupFieldsSchema, input, {
    bytes: image,
    rules: POPUP_IMAGE_RULES,
    requiredKey: imageRequired ? 'popup_image_required' : null,
  });

const storePopupImage = (image: Buffer) =>
  storeContentImage('banners', image, POPUP_IMAGE_RULES, POPUP_VARIANTS);

const rowOf = (form: PopupFields) => ({
  link: form.link,
  isActive: form.is_active,
  startsAt: form.starts_on ? cairoStart(form.starts_on) : null,
  endsAt: form.ends_on ? cairoEnd(form.ends_on) : null,
});

async function writeTitles(ctx: Ctx, bannerId: number, form: PopupFields) {
  for (const locale of ['ar', 'en'] as const) {
    const title = form[`title_${locale}`];
    await ctx.db
      .insert(popupBannerTranslations)
      .values({ bannerId, locale, title })
      .onConflictDoUpdate({
        target: [popupBannerTranslations.bannerId, popupBannerTranslations.locale],
        set: { title },
      });
  }
}

export async function createPopupAs(ctx: Ctx, actor: Actor, input: unknown, image: Buffer | null) {
  const form = await checkedInput(input, image, true);
  const stored = await storePopupImage(image!);
  return keepingImage(stored, () =>
    audited(
      ctx,
      actor,
      { action: 'popup_banner.create', entity: 'popup_banner', entityId: '' },
      async (tx) => {
        const [created] = await tx.db
          .insert(popupBanners)
          .values({ ...rowOf(form), image: stored })
          .returning({ id: popupBanners.id });
        await writeTitles(tx, created!.id, form);
        const [after] = await popupsForStaff(tx, [created!.id]);
        return { result: after!, after: audit(after!), entityId: created!.id };
      },
    ),
  );
}

async function lockPopup(ctx: Ctx, id: number): Promise<StaffPopup> {
  const [row] = await ctx.db
    .select({ id: popupBanners.id })
    .from(popupBanners)
    .where(eq(popupBanners.id, id))
    .for('update');
  if (!row) throw notFound('popup_not_found');
  const [popup] = await popupsForStaff(ctx, [id]);
  return popup!;
}

/**
 * Changes an ad's titles, link, days and standing, and its picture when a new one is sent. The old
 * picture's file stays on disk, as for slides: the audit log names it, and a page rendered a
 * moment ago may still ask for it.
 */
export async function updatePopupAs(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: unknown,
  image: Buffer | null,
) {
  const form = await checkedInput(input, image, false);
  const stored = image ? await storePopupImage(image) : null;
  return keepingImage(stored, () =>
    audited(
      ctx,
      actor,
      { action: 'popup_banner.update', entity: 'popup_banner', entityId: id },
      async (tx) => {
        const before = await lockPopup(tx, id);
        await tx.db
          .update(popupBanners)
          .set({ ...rowOf(form), ...(stored ? { image: stored } : {}) })
          .where(eq(popupBanners.id, id));
        await writeTitles(tx, id, form);
        const [after] = await popupsForStaff(tx, [id]);
        return { result: after!, before: audit(before), after: audit(after!) };
      },
    ),
  );
}

/** Removes an overlay ad (its picture's file stays, as on an edit). */
export function deletePopupAs(ctx: Ctx, actor: Actor, id: number) {
  return audited(
    ctx,
    actor,
    { action: 'popup_banner.delete', entity: 'popup_banner', entityId: id },
    async (tx) => {
      const before = await lockPopup(tx, id);
      await tx.db.delete(popupBanners).where(eq(popupBanners.id, id));
      return { result: await popupsForStaff(tx), before: audit(before) };
    },
  );
}
