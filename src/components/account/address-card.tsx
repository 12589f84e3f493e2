import type { TFunction } from 'i18next';
import { MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import type { Address, DirectoryGovernorate } from './account-types';
import { addressLines } from './address-labels';
import { AddressSummary } from './address-summary';
import { busyButton } from '@/components/ui/busy-button';

const ACTION = 'inline-flex items-center gap-1 rounded px-2 py-1 text-sm font-bold hover:bg-neutral-100';

/** One saved address with its actions; the default one is marked and cannot be "made default". */
export function AddressCard({
  address,
  governorates,
  t,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: Address;
  governorates: DirectoryGovernorate[];
  t: TFunction;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const { title, lines, mobile } = addressLines(address, governorates, t);
  const headingId = `address-${address.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="address-card"
      data-default={address.default_address || undefined}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${
        address.default_address ? 'border-secondary' : 'border-neutral-200'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-bold">
          <MapPin aria-hidden className="size-4 shrink-0 text-secondary-dark" />
          {title}
        </h3>
        {address.default_address && (
          <span
            data-testid="address-default-badge"
            className="rounded-full bg-secondary/15 px-3 py-0.5 text-xs font-bold text-secondary-dark"
          >
            {t('account.address.default_badge')}
          </span>
        )}
      </div>
      <AddressSummary
        lines={lines}
        mobile={mobile}
        t={t}
        className="flex flex-col gap-1 text-sm text-neutral-700 not-italic"
      />
      <div className="mt-auto flex flex-wrap gap-1 border-t border-neutral-200 pt-2">
        <button
          type="button"
          onClick={onEdit}
          {...busyButton(busy)}
          data-testid="address-edit"
          className={ACTION}
        >
          <Pencil aria-hidden className="size-4" />
          {t('account.address.edit')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          {...busyButton(busy)}
          data-testid="address-delete"
          className={`${ACTION} text-error`}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('account.address.delete')}
        </button>
        {!address.default_address && (
          <button
            type="button"
            onClick={onMakeDefault}
            {...busyButton(busy)}
            data-testid="address-make-default"
            className={ACTION}
          >
            <Star aria-hidden className="size-4" />
            {t('account.address.make_default')}
          </button>
        )}
      </div>
    </article>
  );
}
