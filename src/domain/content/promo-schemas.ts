import { z } from 'zod';
import {
  cairoDayField,
  flagField,
  optionalTextField,
  plainTextField,
  requiredCairoDayField,
  SLIDE_LINK_MAX,
  storePathField,
} from './slide-schemas';

/**
 * The back office's forms for the overlay ad, the header countdown and the promo strip (content
 * role), shared by the domain, the pages' forms (this file runs in the browser too: no server
 * imports) and the OpenAPI document. The overlay ad travels as multipart fields with its picture,
 * so every value may arrive as text.
 */
export const POPUP_TITLE_MAX = 80;
export const POPUP_LINK_MAX = SLIDE_LINK_MAX;
/** The overlay ad form's text fields (the flag and the picture aside). */
export const POPUP_TEXT_FIELDS = ['title_ar', 'title_en', 'link', 'starts_on', 'ends_on'] as const;
/** What the audit log records of overlay ads (`popup_banner.<action>`). */
export const POPUP_ACTIONS = ['create', 'update', 'delete'] as const;

const endsAfterStarts = (f: { starts_on?: string; ends_on?: string }) =>
  !f.starts_on || !f.ends_on || f.ends_on >= f.starts_on;

export const popupFieldsSchema = z
  .object({
    title_ar: plainTextField('popup_title_ar', POPUP_TITLE_MAX),
    title_en: plainTextField('popup_title_en', POPUP_TITLE_MAX),
    link: storePathField('popup_link', POPUP_LINK_MAX),
    /** Cairo calendar days, both included; either may be empty (open-ended). */
    starts_on: cairoDayField('popup_date'),
    ends_on: cairoDayField('popup_date'),
    is_active: flagField('popup_active').default(true),
  })
  .refine(endsAfterStarts, { path: ['ends_on'], message: 'popup_ends_before_starts' });
export type PopupFields = z.output<typeof popupFieldsSchema>;

/**
 * The header countdown: from the first instant of its first Cairo day to the last instant of its
 * last (so the end is always after the start), or switched off.
 */
export const countdownSchema = z
  .object({
    starts_on: requiredCairoDayField('countdown_date'),
    ends_on: requiredCairoDayField('countdown_date'),
    is_active: flagField('countdown_active').default(true),
  })
  .refine(endsAfterStarts, { path: ['ends_on'], message: 'countdown_ends_before_starts' });
export type CountdownFields = z.output<typeof countdownSchema>;

export const PROMO_TEXT_MAX = 160;
export const PROMO_CTA_MAX = 60;
/** The promo strip form's fields: the offer's text and its call to action, per language. */
export const PROMO_TEXT_FIELDS = ['text_ar', 'text_en', 'cta_ar', 'cta_en'] as const;

/** The promo strip's texts; an empty one means the store's own text in that language. */
export const promoStripSchema = z.object({
  text_ar: optionalTextField('promo_text', PROMO_TEXT_MAX),
  text_en: optionalTextField('promo_text', PROMO_TEXT_MAX),
  cta_ar: optionalTextField('promo_cta', PROMO_CTA_MAX),
  cta_en: optionalTextField('promo_cta', PROMO_CTA_MAX),
  is_active: flagField('promo_active').default(true),
});
export type PromoStripFields = z.output<typeof promoStripSchema>;
