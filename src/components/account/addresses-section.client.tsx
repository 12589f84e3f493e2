'use client';

import { useState } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD, PRIMARY_BUTTON } from '@/components/ui/styles';
import type { Address } from './account-types';
import { AddressCard } from './address-card';
import { ConfirmDialog } from './confirm-dialog.client';
import { AddressForm } from './address-form.client';
import { EMPTY_ADDRESS, addressFormSchema, addressToInput } from './address-schema';
import { answerMessage } from './error-text';
import { Modal } from './modal.client';
import { LoadError, LoadingState } from './status-blocks.client';
import { useAccountApi } from './use-account-api.client';
import { useAddresses } from './use-addresses.client';
import { useDirectory } from './use-directory.client';

/** /account/addresses: the address book (§3 state: defaultAddress, modalOpen, isEdit, editableAddress). */
export function AddressesSection() {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const directory = useDirectory();
  const { addresses, failed, refetch, retry } = useAddresses();
  const [modalOpen, setModalOpen] = useState(false);
  const [isEdit, setIsEdit] = useState(false);
  const [editableAddress, setEditableAddress] = useState<Address | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (!addresses && failed) return <LoadError onRetry={retry} />;
  if (!addresses) return <LoadingState />;

  const defaultAddress = addresses.find((a) => a.default_address) ?? null;
  const ordered = defaultAddress
    ? [defaultAddress, ...addresses.filter((a) => a !== defaultAddress)]
    : addresses;

  function openForm(address: Address | null) {
    setIsEdit(!!address);
    setEditableAddress(address);
    setModalOpen(true);
  }

  function onSaved() {
    setModalOpen(false);
    showAlert({ severity: 'success', message: t('account.address.saved') });
    refetch();
  }

  async function remove(address: Address) {
    const answer = await api.rest<boolean>(`customers/me/addresses/${address.id}`, { method: 'DELETE' });
    setToDelete(null);
    showAlert(
      answer.ok
        ? { severity: 'success', message: t('account.address.deleted') }
        : { severity: 'error', message: answerMessage(t, answer) },
    );
    refetch();
  }

  async function makeDefault(address: Address) {
    setBusyId(address.id);
    const input = { ...addressToInput(address), default_address: true };
    const parsed = addressFormSchema.safeParse(input);
    const body = { id: address.id, ...(parsed.success ? parsed.data : input) };
    const answer = await api.rest<Address>(`customers/me/addresses/${address.id}`, { method: 'PUT', body });
    setBusyId(null);
    showAlert(
      answer.ok
        ? { severity: 'success', message: t('account.address.default_set') }
        : { severity: 'error', message: answerMessage(t, answer) },
    );
    refetch();
  }

  return (
    <section aria-labelledby="addresses-heading" className={CARD} data-testid="account-addresses">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-xl font-bold">
          {t('account.address.heading')}
        </h2>
        <button
          type="button"
          onClick={() => openForm(null)}
          data-testid="address-add"
          className={PRIMARY_BUTTON}
        >
          <Plus aria-hidden className="size-4" />
          {t('account.address.add')}
        </button>
      </div>
      {ordered.length === 0 ? (
        <div data-testid="address-empty" className="flex flex-col items-center gap-3 py-12 text-center">
          <MapPin aria-hidden className="size-12 text-secondary" />
          <h3 className="text-lg font-bold">{t('account.address.empty_title')}</h3>
          <p className="text-neutral-600">{t('account.address.empty_text')}</p>
        </div>
      ) : (
        <div data-testid="address-list" className="grid gap-4 md:grid-cols-2">
          {ordered.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              governorates={directory.governorates}
              t={t}
              busy={busyId === address.id}
              onEdit={() => openForm(address)}
              onDelete={() => setToDelete(address)}
              onMakeDefault={() => void makeDefault(address)}
            />
          ))}
        </div>
      )}
      <Modal
        open={modalOpen}
        onOpenChange={setModalOpen}
        title={t(isEdit ? 'account.address.edit_title' : 'account.address.add_title')}
        testId="address-modal"
      >
        <AddressForm
          key={editableAddress?.id ?? 'new'}
          initial={
            editableAddress
              ? addressToInput(editableAddress)
              : // The first address is the default one unless the customer says otherwise.
                { ...EMPTY_ADDRESS, default_address: addresses.length === 0 }
          }
          editId={isEdit ? (editableAddress?.id ?? null) : null}
          directory={directory}
          onSaved={onSaved}
          onCancel={() => setModalOpen(false)}
        />
      </Modal>
      <ConfirmDialog
        open={!!toDelete}
        title={t('account.address.delete_title')}
        text={t('account.address.delete_text')}
        confirmLabel={t('account.address.delete_confirm')}
        testId="address-delete"
        onCancel={() => setToDelete(null)}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
    </section>
  );
}
