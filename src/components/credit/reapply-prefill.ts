import { WORK_FIELDS } from '@/domain/credit/application-schema';
import type { WireApplication } from './credit-types';

/**
 * "Apply again" after a refusal starts the form from the refused application's answers. The first
 * step saved makes a new draft that holds only that step, so the work answers shown as filled
 * are kept for the browser tab too, to be shown again after a reload until the new application is
 * sent. Only the work step's answers: the personal step (the national ID) is saved on the server.
 */
const KEY = 'credit-reapply-work';

type Answers = WireApplication['answers'];

export function keepReapplyPrefill(answers: Answers | undefined): void {
  const work = Object.fromEntries(WORK_FIELDS.map((f) => [f, answers?.[f]]).filter(([, v]) => v != null));
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(work));
  } catch {
    // Storage refused: the form is still prefilled until a reload.
  }
}

export function reapplyPrefill(): Answers | undefined {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as Answers) : undefined;
  } catch {
    return undefined;
  }
}

export function dropReapplyPrefill(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
