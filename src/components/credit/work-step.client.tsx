'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field, SelectField } from '@/components/ui/field.client';
import { JOB_TITLE_MAX, TEXT_MAX, WORK_FIELDS, workStepSchema } from '@/domain/credit/application-schema';
import { JOB_SECTORS } from '@/domain/credit/settings';
import { StepActions } from './step-actions.client';
import { useStepForm } from './use-step-form.client';
import type { StepProps } from './step-props';

type WorkField = (typeof WORK_FIELDS)[number];

/** Step 2: job title, sector, monthly salary in EGP and job address (§3). */
export function WorkStep({ values, setValue, save, busy, onBack }: StepProps<WorkField>) {
  const { t } = useI18n();
  const form = useStepForm('work', WORK_FIELDS, { values, setValue, save }, workStepSchema);

  return (
    <form
      onSubmit={(e) => void form.onSubmit(e)}
      noValidate
      data-testid="credit-step-work"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...form.field('job_title')} maxLength={JOB_TITLE_MAX} autoComplete="organization-title" />
        <SelectField
          {...form.field('job_sector')}
          placeholder={t('credit.form.job_sector_placeholder')}
          options={JOB_SECTORS.map((s) => ({ value: s, label: t(`credit.sectors.${s}`) }))}
        />
        <Field
          {...form.field('salary')}
          dir="ltr"
          inputMode="numeric"
          maxLength={8}
          hint={t('credit.form.salary_hint')}
          autoComplete="off"
        />
      </div>
      <Field {...form.field('job_address')} maxLength={TEXT_MAX} autoComplete="off" />
      <StepActions busy={busy} onBack={onBack} />
    </form>
  );
}
