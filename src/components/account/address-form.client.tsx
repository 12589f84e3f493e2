'use client';

import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@/domain/customers/schemas';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { Field, PhoneField } from '@/components/ui/field.client';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@/components/ui/styles';
import type { Address } from './account-types';
import { AddressLocationFields } from './address-location-fields.client';
import {
  ADDRESS_FIELDS,
  BUILDING_MAX,
  LANDMARK_MAX,
  SHORT_FIELD_MAX,
  STREET_MAX,
  addressFormSchema,
  type AddressField,
  type AddressInput,
} from './address-schema';
import { answerMessage, errorText, formFieldErrors } from './error-text';
import { useAccountApi } from './use-account-api.client';
import type { Directory } from './use-directory.client';
import { busyButton } from '@/components/ui/busy-button';

// field_errors come under the payload's names; camel-cased ones are accepted too.
const SERVER_FIELDS: Record<string, AddressField> = {
  ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, f])),
  buildingNumber: 'building_number',
  apartmentNumber: 'apartment_number',
  additionalMobile: 'additional_mobile',
  isDefault: 'default_address',
};

type TextFieldName = Exclude<AddressField, 'governorate' | 'city' | 'area' | 'default_address'>;

/** Add or edit one address; checked here, then by the API, whose field_errors land on their fields. */
export function AddressForm({
  initial,
  editId,
  directory,
  onSaved,
  onCancel,
}: {
  initial: AddressInput;
  /** The address being edited, or null to add one. */
  editId: number | null;
  directory: Directory;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [values, setValues] = useState<AddressInput>(initial);
  const [touched, setTouched] = useState<Partial<Record<AddressField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [busy, setBusy] = useState(false);

  const parsed = addressFormSchema.safeParse(values);
  const clientErrors = parsed.success ? {} : fieldErrors(parsed.error);
  const errorOf = (field: AddressField) =>
    errorText(t, serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined));

  function change(patch: Partial<AddressInput>) {
    const fields = Object.keys(patch) as AddressField[];
    setValues((v) => ({ ...v, ...patch }));
    setTouched((s) => ({ ...s, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    setServerErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    if (!parsed.success) {
      setTouched(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, true])));
      focusFirstInvalid(e.currentTarget);
      return;
    }
    setBusy(true);
    const answer = await api.rest<Address>(
      editId === null ? 'customers/me/addresses' : `customers/me/addresses/${editId}`,
      {
        method: editId === null ? 'POST' : 'PUT',
        body: editId === null ? parsed.data : { id: editId, ...parsed.data },
      },
    );
    setBusy(false);
    if (answer.ok && answer.data) return onSaved(answer.data);
    const fields = formFieldErrors(answer.fieldErrors, SERVER_FIELDS);
    setServerErrors(fields);
    if (Object.keys(fields).length === 0) showAlert({ severity: 'error', message: answerMessage(t, answer) });
  }

  const text = (
    name: TextFieldName,
    testId: string,
    maxLength: number,
    extra: { optional?: boolean } = {},
  ) => (
    <Field
      id={`address-${name}`}
      testId={testId}
      label={t(`account.address.${name}`)}
      optionalLabel={extra.optional ? t('account.optional') : undefined}
      value={values[name]}
      onValueChange={(v) => change({ [name]: v })}
      maxLength={maxLength}
      required={!extra.optional}
      error={errorOf(name)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="address-form" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <div className="md:col-span-2">{text('street', 'address-street', STREET_MAX)}</div>
        {text('building_number', 'address-building', BUILDING_MAX)}
        {text('floor', 'address-floor', SHORT_FIELD_MAX, { optional: true })}
        {text('apartment_number', 'address-apartment', SHORT_FIELD_MAX, { optional: true })}
        {text('landmark', 'address-landmark', LANDMARK_MAX, { optional: true })}
        <AddressLocationFields
          directory={directory}
          value={values}
          errors={{ governorate: errorOf('governorate'), city: errorOf('city'), area: errorOf('area') }}
          onChange={change}
        />
        <PhoneField
          id="address-additional_mobile"
          testId="address-mobile"
          label={t('account.address.additional_mobile')}
          optionalLabel={t('account.optional')}
          value={values.additional_mobile}
          onValueChange={(v) => change({ additional_mobile: v })}
          error={errorOf('additional_mobile')}
        />
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          data-testid="address-default"
          checked={values.default_address}
          onChange={(e) => change({ default_address: e.target.checked })}
          className="size-5 accent-secondary"
        />
        <span>{t('account.address.default_address')}</span>
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" {...busyButton(busy)} data-testid="address-save" className={PRIMARY_BUTTON}>
          {busy ? t('account.saving') : t('account.address.save')}
        </button>
        <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
