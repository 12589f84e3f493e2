import type { ApplicationStep } from '@/domain/credit/application-schema';

/** What the wizard gives a step that saves fields to the draft. */
export interface StepProps<F extends string> {
  /** Every field of the application as typed so far (kept when moving between steps). */
  values: Record<string, string>;
  setValue: (field: F, value: string) => void;
  /** Saves the step to the server draft and moves on; field messages go to showFieldErrors. */
  save: (
    step: Extract<ApplicationStep, 'personal' | 'work'>,
    payload: Record<string, string>,
    showFieldErrors: (errors: Record<string, string>) => boolean,
  ) => Promise<void>;
  busy: boolean;
  onBack?: () => void;
}
