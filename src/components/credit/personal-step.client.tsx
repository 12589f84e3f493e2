'use client';

import { useCustomer } from '@/components/auth/use-customer.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field } from '@/components/ui/field.client';
import { NAME_MAX } from '@/domain/customers/schemas';
import {
  NAME_PARTS,
  PERSONAL_FIELDS,
  personalStepSchema,
  TEXT_MAX,
} from '@/domain/credit/application-schema';
import { NATIONAL_ID_LENGTH, nationalIdProblem } from '@/domain/credit/national-id';
import { StepActions } from './step-actions.client';
import { useStepForm } from './use-step-form.client';
import type { StepProps } from './step-props';

type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** Step 1: the four-part name, the national ID, another mobile and another address (§3). */
export function PersonalStep({ values, setValue, save, busy }: StepProps<PersonalField>) {
  const { t } = useI18n();
  const { user } = useCustomer();
  const form = useStepForm(
    'personal',
    PERSONAL_FIELDS,
    { values, setValue, save },
    personalStepSchema,
    (v) => {
      const out: Partial<Record<PersonalField, string>> = {};
      const idProblem = nationalIdProblem(v.national_id!.trim(), new Date());
      if (idProblem) out.national_id = idProblem;
      const mobile = personalStepSchema.shape.other_mobile.safeParse(v.other_mobile);
      if (mobile.success && user?.phone_number && mobile.data === user.phone_number)
        out.other_mobile = 'other_mobile_own';
      return out;
    },
  );

  return (
    <form
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      data-testid="credit-step-personal"
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-bold">{t('credit.form.full_name')}</legend>
        <p className="text-sm text-neutral-600">{t('credit.form.full_name_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {NAME_PARTS.map((part) => (
            <Field key={part} {...form.field(part)} maxLength={NAME_MAX} autoComplete="off" />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          {...form.field('national_id')}
          dir="ltr"
          inputMode="numeric"
          maxLength={NATIONAL_ID_LENGTH}
          hint={t('credit.form.national_id_hint')}
          autoComplete="off"
        />
        <Field
          {...form.field('other_mobile')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          maxLength={14}
          hint={t('credit.form.other_mobile_hint')}
          autoComplete="off"
        />
      </div>
      <Field {...form.field('other_address')} maxLength={TEXT_MAX} autoComplete="street-address" />
      <StepActions busy={busy} />
    </form>
  );
}
