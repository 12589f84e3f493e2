'use client';

import { useI18n } from '@/components/layout/i18n-provider.client';
import { CARD } from '@/components/ui/styles';
import { ChangeMobileModal } from './change-mobile-modal.client';
import { ChangePasswordModal } from './change-password-modal.client';
import { ProfileForm } from './profile-form.client';
import { LoadError, LoadingState } from './status-blocks.client';
import { useAccountCustomer } from './use-account-customer.client';

/** /account/profile: account details, then the password and mobile number, each in its own modal. */
export function ProfileSection() {
  const { t } = useI18n();
  const { customer, status, reload, setCustomer } = useAccountCustomer();
  if (status === 'error') return <LoadError onRetry={reload} />;
  if (!customer) return <LoadingState />;
  return (
    <div className="flex flex-col gap-6" data-testid="account-profile">
      <section aria-labelledby="profile-details-heading" className={CARD}>
        <h2 id="profile-details-heading" className="mb-4 text-xl font-bold">
          {t('account.profile.heading')}
        </h2>
        <ProfileForm customer={customer} onSaved={setCustomer} />
      </section>
      <section aria-labelledby="profile-security-heading" className={CARD}>
        <h2 id="profile-security-heading" className="mb-2 text-xl font-bold">
          {t('account.profile.security')}
        </h2>
        <p className="mb-4 text-sm text-neutral-600">{t('account.profile.security_text')}</p>
        <div className="flex flex-wrap gap-3">
          <ChangePasswordModal />
          <ChangeMobileModal
            currentPhone={customer.phone_number}
            needsPassword={customer.has_password}
            onChanged={setCustomer}
          />
        </div>
      </section>
    </div>
  );
}
