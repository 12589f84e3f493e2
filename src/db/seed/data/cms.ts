import { CMS_AR } from './cms-ar';
import { CMS_EN } from './cms-en';

export interface CmsContent {
  title: string;
  content: string;
}

/** Identifiers of the CMS blocks the storefront reads. */
export const CMS_IDENTIFIERS = [
  'about-us',
  'terms-and-conditions',
  'return-refund-policy',
  'privacy-policy',
  'store-offers',
  'instalment-card',
  'help-aman-card',
  'sell-on-aman',
] as const;

export const CMS_BLOCKS = CMS_IDENTIFIERS.map((identifier) => {
  const en = CMS_EN[identifier];
  const ar = CMS_AR[identifier];
  if (!en || !ar) throw new Error(`CMS block ${identifier} is missing a translation`);
  return { identifier, en, ar };
});
