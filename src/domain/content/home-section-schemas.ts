import { z } from 'zod';
import { flagField, optionalTextField } from './slide-schemas';

/**
 * The home page's sections below the hero slides, as the back office orders and names them (content
 * role). Shared by the domain, the page's form (this file runs in the browser too: no server
 * imports) and the OpenAPI document.
 */

/** Every section, in the order the home page shows them when staff set nothing. */
export const HOME_SECTION_IDS = [
  'categories',
  'offers',
  'best_sellers',
  'instalment_picks',
  'new_arrivals',
  'brands',
] as const;
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];
export const HOME_SECTION_TITLE_MAX = 60;

const title = optionalTextField('home_section_title', HOME_SECTION_TITLE_MAX);

export const homeSectionSchema = z.object({
  id: z.enum(HOME_SECTION_IDS, { error: 'home_section_unknown' }),
  visible: flagField('home_section_visible').default(true),
  /** Empty: the store's own title in that language. */
  title_ar: title,
  title_en: title,
});
export type HomeSectionSetting = z.output<typeof homeSectionSchema>;

/**
 * The sections in their new order, each at most once. A section left out shows after the others
 * (so that one added to the store later is never hidden by an older setting).
 */
export const homeSectionsSchema = z.object({
  sections: z
    .array(homeSectionSchema, { error: 'home_sections' })
    .max(HOME_SECTION_IDS.length, { error: 'home_sections' })
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, { error: 'home_section_twice' }),
});

/** Every section once, in the setting's order, the ones it leaves out shown after the others. */
export function resolveHomeSections(setting: readonly HomeSectionSetting[] | null): HomeSectionSetting[] {
  const listed = setting ?? [];
  const rest = HOME_SECTION_IDS.filter((id) => !listed.some((s) => s.id === id)).map((id) => ({
    id,
    visible: true,
    title_ar: '',
    title_en: '',
  }));
  return [...listed, ...rest];
}
