import ar from '../../public/locales/ar/translation.json';
import en from '../../public/locales/en/translation.json';
import type { Locale } from './locales';

export type Messages = typeof en;

export const resources: Record<Locale, Messages> = { ar, en };
