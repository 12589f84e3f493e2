import 'server-only';
import { getDb } from '@/db/client';
import type { Ctx } from '@/domain/shared/ctx';
import type { Locale } from '@/i18n/locales';

/**
 * The domain's context for a server-rendered page: pages and components reach the database only
 * through the domain, with this (an ESLint rule keeps `@/db` out of them).
 */
export const pageCtx = (locale: Locale): Ctx => ({ db: getDb(), locale });
