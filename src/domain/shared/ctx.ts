import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/locales';

/** Passed first to every domain function: who asks, in which language, on which database. */
export interface Ctx {
  db: Db;
  locale: Locale;
  requestId?: string;
  now?: Date;
}

export const nowOf = (ctx: Ctx) => ctx.now ?? new Date();
