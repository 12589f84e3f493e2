'use client';

import type { Address } from '@/components/account/account-types';
import { AddressForm } from '@/components/account/address-form.client';
import { EMPTY_ADDRESS } from '@/components/account/address-schema';
import { Modal } from '@/components/account/modal.client';
import type { Directory } from '@/components/account/use-directory.client';
import { useI18n } from '@/components/layout/i18n-provider.client';

/** The address book's own form, in a dialog over the shipping step. */
export function AddAddressModal({
  open,
  onOpenChange,
  directory,
  firstAddress,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  directory: Directory;
  /** The first address becomes the default one unless the customer says otherwise. */
  firstAddress: boolean;
  onSaved: (address: Address) => void;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('checkout.add_address_title')}
      testId="checkout-address-modal"
    >
      <AddressForm
        initial={{ ...EMPTY_ADDRESS, default_address: firstAddress }}
        editId={null}
        directory={directory}
        onSaved={onSaved}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}
