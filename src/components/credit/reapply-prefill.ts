import { WORK_FIELDS } from '@/domain/credit/application-schema';
import { dropTabValue, keepTabValue, readTabValue } from '@/lib/tab-storage';
import type { WireApplication } from './credit-types';

/**
 * "Apply again" after a refusal starts the form from the refused application's answers. The first
 * step saved makes a new draft that holds only that step, so the work answers shown as filled
 * are kept for the browser tab too, to be shown again after a reload until the new application is
 * sent. Only the work step's answers: the personal step (the national ID) is saved on the server.
 */
const KEY = 'credit-reapply-work';

type Answers = WireApplication['answers'];

export const keepReapplyPrefill = (answers: Answers | undefined): void =>
  keepTabValue(
    KEY,
    Object.fromEntries(WORK_FIELDS.map((f) => [f, answers?.[f]]).filter(([, v]) => v != null)),
  );

export const reapplyPrefill = (): Answers | undefined => readTabValue<Answers>(KEY) ?? undefined;

export const dropReapplyPrefill = (): void => dropTabValue(KEY);
