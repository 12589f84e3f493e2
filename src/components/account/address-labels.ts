import type { TFunction } from 'i18next';
import type { Address, DirectoryGovernorate } from './account-types';

/** Names of an address's codes; before the directory answers, the governorate's own translation. */
export function locationNames(
  governorates: DirectoryGovernorate[],
  address: Pick<Address, 'governorate' | 'city' | 'area'>,
  t: TFunction,
) {
  const governorate = governorates.find((g) => g.code === address.governorate);
  const city = governorate?.cities.find((c) => c.code === address.city);
  const area = city?.areas.find((a) => a.code === address.area);
  return {
    governorate:
      governorate?.name ??
      t(`delivery.governorates.${address.governorate}`, { defaultValue: address.governorate }),
    city: city?.name ?? address.city,
    area: area?.name ?? address.area,
  };
}

/** An address card: the area as its title, then street and building, city and governorate, landmark. */
export function addressLines(address: Address, governorates: DirectoryGovernorate[], t: TFunction) {
  const sep = t('account.address.separator');
  const names = locationNames(governorates, address, t);
  const building = [
    address.street,
    t('account.address.building_short', { value: address.building_number }),
    address.floor && t('account.address.floor_short', { value: address.floor }),
    address.apartment_number && t('account.address.apartment_short', { value: address.apartment_number }),
  ];
  return {
    title: names.area,
    lines: [
      building.filter(Boolean).join(sep),
      [names.city, names.governorate].join(sep),
      address.landmark ? t('account.address.landmark_short', { value: address.landmark }) : '',
    ].filter(Boolean),
    mobile: address.additional_mobile || null,
  };
}
