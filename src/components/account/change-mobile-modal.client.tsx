'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Smartphone } from 'lucide-react';
import { OtpScreen, sendRefusal, type SendRefusal } from '@/components/auth/otp-screen.client';
import { useCustomer } from '@/components/auth/use-customer.client';
import { useAlert } from '@/components/layout/alert.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { SECONDARY_BUTTON } from '@/components/ui/styles';
import type { AccountCustomer } from './account-types';
import { answerMessage } from './error-text';
import { Modal } from './modal.client';
import { NewNumberStep } from './new-number-step.client';
import { useAccountApi } from './use-account-api.client';

type Tab = 'number' | 'otp';
const TABS: Tab[] = ['number', 'otp'];

/**
 * §3 change-number modal: the new number (and the account's password, when it has one: a session
 * alone must not move the account's recovery to another phone), then the code sent to it.
 */
export function ChangeMobileModal({
  currentPhone,
  needsPassword,
  onChanged,
}: {
  currentPhone: string | null;
  needsPassword: boolean;
  onChanged: (customer: AccountCustomer) => void;
}) {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const router = useRouter();
  const { refresh } = useCustomer();
  const [modalOpen, setModalOpen] = useState(false);
  const [activeTab, setActiveTab] = useState<Tab>('number');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  // A refusal of the number in the code step (taken meanwhile) is shown back on the number field.
  const [numberError, setNumberError] = useState<string>();

  function openChange(open: boolean) {
    setModalOpen(open);
    if (!open) {
      setActiveTab('number');
      setPhoneNumber('');
      setPassword('');
      setNumberError(undefined);
    }
  }

  function backToNumber(errorKey?: string) {
    setNumberError(errorKey);
    setActiveTab('number');
  }

  async function sendCode(): Promise<boolean | SendRefusal> {
    const answer = await api.auth('send_otp', {
      method: 'POST',
      body: { MobileNumber: phoneNumber, type: 'change_phone', Password: password },
    });
    if (answer.ok) return true;
    if (answer.fieldErrors.Password) {
      backToNumber(answer.fieldErrors.Password);
      return false;
    }
    if (answer.status === 409) {
      backToNumber('phone_exist');
      return false;
    }
    // Said on the code screen itself (otp-refused), not twice with a toast.
    return sendRefusal(answerMessage(t, answer), answer);
  }

  /** A refused code answers its text: the code screen shows it under the boxes, emptied for the next try. */
  async function submitCode(code: string): Promise<void | string> {
    const answer = await api.rest<AccountCustomer>('customers/me/phone', {
      method: 'PUT',
      body: { MobileNumber: phoneNumber, Code: code },
    });
    if (answer.ok && answer.data) {
      onChanged(answer.data);
      showAlert({ severity: 'success', message: t('account.mobile.success') });
      openChange(false);
      // The session carries phone_number (§3): re-read it, then the server-rendered parts.
      await refresh();
      router.refresh();
      return;
    }
    if (answer.status === 409) backToNumber('phone_exist');
    else return answerMessage(t, answer);
  }

  return (
    <Modal
      open={modalOpen}
      onOpenChange={openChange}
      title={t('account.mobile.title')}
      testId="change-mobile-modal"
      trigger={
        <button type="button" data-testid="change-mobile-open" className={SECONDARY_BUTTON}>
          <Smartphone aria-hidden className="size-4" />
          {t('account.mobile.open')}
        </button>
      }
    >
      <div
        role="tablist"
        aria-label={t('account.mobile.title')}
        className="mb-5 flex border-b border-neutral-200"
      >
        {TABS.map((tab, i) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`mobile-tab-${tab}`}
            data-testid={`mobile-tab-${tab}`}
            aria-selected={activeTab === tab}
            aria-controls={`mobile-panel-${tab}`}
            disabled={tab === 'otp' && !phoneNumber}
            onClick={() => setActiveTab(tab)}
            className={`-mb-px flex-1 border-b-2 px-3 py-2 text-sm font-bold disabled:opacity-50 ${
              activeTab === tab ? 'border-secondary text-neutral-900' : 'border-transparent text-neutral-500'
            }`}
          >
            {i + 1}. {t(`account.mobile.tab_${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`mobile-panel-${activeTab}`} aria-labelledby={`mobile-tab-${activeTab}`}>
        {activeTab === 'number' ? (
          <NewNumberStep
            key={numberError ?? 'number'}
            currentPhone={currentPhone}
            initialValue={phoneNumber}
            initialError={numberError}
            needsPassword={needsPassword}
            onAccepted={(phone, typed) => {
              setPhoneNumber(phone);
              setPassword(typed);
              setNumberError(undefined);
              setActiveTab('otp');
            }}
          />
        ) : (
          <OtpScreen
            key={phoneNumber}
            phone={phoneNumber}
            autoSend
            onSend={sendCode}
            onSubmit={submitCode}
            title={t('account.mobile.otp_title')}
            description={t('account.mobile.otp_description')}
            onBack={() => backToNumber()}
            backLabel={t('account.mobile.change_number')}
          />
        )}
      </div>
    </Modal>
  );
}
