'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { SelectField } from '@/components/ui/field.client';
import type { DirectoryArea } from './account-types';
import type { AddressInput } from './address-schema';
import type { Directory } from './use-directory.client';

type Location = Pick<AddressInput, 'governorate' | 'city' | 'area'>;

const toOptions = (items: DirectoryArea[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.code, label: i.name }));

/** Governorate → city → area: choosing one level clears the levels under it. */
export function AddressLocationFields({
  directory,
  value,
  errors,
  onChange,
}: {
  directory: Directory;
  value: Location;
  errors: Partial<Record<keyof Location, string>>;
  onChange: (next: Location) => void;
}) {
  const { t } = useI18n();
  const governorate = directory.governorates.find((g) => g.code === value.governorate);
  const city = governorate?.cities.find((c) => c.code === value.city);
  const loading = directory.status === 'loading';

  return (
    <>
      {directory.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error md:col-span-2">
          <span>{t('account.address.directory_error')}</span>
          <button type="button" onClick={directory.retry} className="font-bold underline">
            {t('account.retry')}
          </button>
        </div>
      )}
      <SelectField
        id="address-governorate"
        testId="address-governorate"
        label={t('account.address.governorate')}
        placeholder={loading ? t('account.loading') : t('account.address.choose_governorate')}
        options={directory.governorates.map((g) => ({
          value: g.code,
          label: g.name || t(`delivery.governorates.${g.code}`, { defaultValue: g.code }),
        }))}
        value={value.governorate}
        onValueChange={(v) => onChange({ governorate: v, city: '', area: '' })}
        disabled={directory.governorates.length === 0}
        required
        error={errors.governorate}
      />
      <SelectField
        id="address-city"
        testId="address-city"
        label={t('account.address.city')}
        placeholder={t(
          governorate ? 'account.address.choose_city' : 'account.address.choose_governorate_first',
        )}
        options={toOptions(governorate?.cities)}
        value={value.city}
        onValueChange={(v) => onChange({ ...value, city: v, area: '' })}
        disabled={!governorate}
        required
        error={errors.city}
      />
      <SelectField
        id="address-area"
        testId="address-area"
        label={t('account.address.area')}
        placeholder={t(city ? 'account.address.choose_area' : 'account.address.choose_city_first')}
        options={toOptions(city?.areas)}
        value={value.area}
        onValueChange={(v) => onChange({ ...value, area: v })}
        disabled={!city}
        required
        error={errors.area}
      />
    </>
  );
}
