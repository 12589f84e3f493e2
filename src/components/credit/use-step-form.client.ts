'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorText } from '@/components/account/error-text';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { fieldErrors } from '@/domain/shared/validate';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import type { StepProps } from './step-props';

/**
 * One step of the application form: the shared schema's messages once a field was touched (or
 * the step was sent), the server's messages until the field changes again.
 */
export function useStepForm<F extends string>(
  step: 'personal' | 'work',
  fields: readonly F[],
  { values, setValue, save }: Pick<StepProps<F>, 'values' | 'setValue' | 'save'>,
  schema: z.ZodType,
  /** Rules the schema cannot know (today's date, the account's phone): message keys by field. They
   * see the values as typed, valid or not. */
  extra: (values: Record<string, string>) => Partial<Record<F, string>> = () => ({}),
) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});

  const own = Object.fromEntries(fields.map((f) => [f, values[f] ?? '']));
  const parsed = schema.safeParse(own);
  // Every field's problem at once: the rules beyond the schema too, each field's schema message
  // first (a malformed number says so before anything about its value).
  const clientErrors: Partial<Record<F, string>> = {
    ...extra(own),
    ...(parsed.success ? {} : (fieldErrors(parsed.error) as Partial<Record<F, string>>)),
  };
  const valid = Object.keys(clientErrors).length === 0;

  /** The server's messages for this step's fields; true when any was for one of them. */
  function showServerErrors(errors: Record<string, string>): boolean {
    const mine = Object.fromEntries(
      Object.entries(errors).filter(([f]) => (fields as readonly string[]).includes(f)),
    ) as Partial<Record<F, string>>;
    setServerErrors(mine);
    return Object.keys(mine).length > 0;
  }

  return {
    /** A field's props for <Field>: label, value, message, test id `credit-{name}`. */
    field: (name: F) => ({
      id: `credit-${name}`,
      testId: `credit-${name}`,
      label: t(`credit.form.${name}`),
      value: values[name] ?? '',
      onValueChange: (value: string) => {
        setValue(name, value);
        setTouched((s) => ({ ...s, [name]: true }));
        setServerErrors((e) => ({ ...e, [name]: undefined }));
      },
      error: errorText(t, serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)),
      required: true,
    }),
    /** Sends the step (the fields as typed; the server trims and checks them again) once it is valid. */
    async onSubmit(e: FormEvent) {
      e.preventDefault();
      // A refused step takes the focus to its first field to fix (with its message), not left on the button.
      const form = e.currentTarget as HTMLFormElement;
      setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
      if (!valid) return focusFirstInvalid(form);
      await save(step, own, (errors) => {
        const refused = showServerErrors(errors);
        if (refused) focusFirstInvalid(form);
        return refused;
      });
    },
  };
}
