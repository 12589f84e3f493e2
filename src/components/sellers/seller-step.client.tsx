'use client';

import { useState, type ReactNode } from 'react';
import { errorText } from '@/components/account/error-text';
import { StepActions } from '@/components/credit/step-actions.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field, SelectField } from '@/components/ui/field.client';
import { STEP_SCHEMAS, type SellerFormStep } from '@/domain/sellers/schemas';
import { fieldErrors } from '@/domain/shared/validate';
import { FIELD_SPECS, FIELDS_OF } from './seller-fields';

export type Options = Record<'trade_category' | 'bank_name', { value: string; label: string }[]>;

/**
 * One step of the seller form: the shared schema's messages once a field was touched (or the
 * step was sent), the server's until the field changes again. `extraValid` says whether what
 * the step holds besides its fields (the scans) is complete.
 */
export function SellerStep({
  step,
  values,
  setValue,
  options,
  serverErrors,
  clearServerError,
  busy,
  onSave,
  onBack,
  extraValid = () => true,
  children,
}: {
  step: SellerFormStep;
  values: Record<string, string>;
  setValue: (field: string, value: string) => void;
  options: Options;
  serverErrors: Record<string, string>;
  clearServerError: (field: string) => void;
  busy: boolean;
  onSave: (payload: Record<string, string>) => void;
  onBack?: () => void;
  extraValid?: () => boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const fields = FIELDS_OF[step];
  const own = Object.fromEntries(fields.map((f) => [f, values[f] ?? '']));
  const parsed = STEP_SCHEMAS[step].safeParse(own);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);

  return (
    <form
      noValidate
      data-testid={`seller-step-${step}`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(Object.fromEntries(fields.map((f) => [f, true])));
        const complete = extraValid();
        if (parsed.success && complete) onSave(own);
        else {
          // The first field at fault takes the focus, so a keyboard or screen-reader user lands on it.
          const first = fields.find((f) => clientErrors[f]);
          if (first) document.getElementById(`seller-${first}`)?.focus();
        }
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((name) => {
          const spec = FIELD_SPECS[name]!;
          const common = {
            id: `seller-${name}`,
            testId: `seller-${name}`,
            label: t(`sellers.form.${name}`),
            value: values[name] ?? '',
            onValueChange: (value: string) => {
              setValue(name, value);
              setTouched((s) => ({ ...s, [name]: true }));
              clearServerError(name);
            },
            error: errorText(t, serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)),
            hint: spec.hint ? t(`sellers.form.${name}_hint`) : undefined,
            required: true,
          };
          return spec.select ? (
            <SelectField
              key={name}
              {...common}
              placeholder={t(`sellers.form.${name}_placeholder`)}
              options={options[spec.select]}
            />
          ) : (
            <Field key={name} {...common} {...spec.input} readOnly={spec.readOnly} />
          );
        })}
      </div>
      {children}
      <StepActions busy={busy} onBack={onBack} nextTestId="seller-next" />
    </form>
  );
}
