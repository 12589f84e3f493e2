'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { LoadError, LoadingState } from '@/components/account/status-blocks.client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import { ApplicationStatus } from './application-status.client';
import { ApplicationWizard } from './application-wizard.client';
import { CardSchedule } from '@/components/instalments/card-schedule.client';
import { CardView } from './card-view.client';
import type { WireApplication } from './credit-types';
import { dropReapplyPrefill, keepReapplyPrefill, reapplyPrefill } from './reapply-prefill';
import { useCredit } from './use-credit.client';

/**
 * The promo strip above the header tells an applicant where the application stands (it is part of
 * the server-rendered layout): once the status changes here, the layout is rendered again.
 */
function useLayoutFollowsStatus(status: string | undefined) {
  const router = useRouter();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status === undefined || status === shown.current) return;
    // The first status loaded is what the layout was rendered with.
    if (shown.current !== undefined) router.refresh();
    shown.current = status;
  }, [status, router]);
}

/**
 * /account/credit-limit-request: the card once there is one; else the application while it is
 * followed; else (or to apply again after a refusal) the form.
 */
export function CreditSection() {
  const { t } = useI18n();
  const { overview, failed, load, setOverview } = useCredit();
  const [applyingAgain, setApplyingAgain] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);
  useLayoutFollowsStatus(overview ? (overview.application?.status ?? 'none') : undefined);

  if (!overview && failed) return <LoadError onRetry={() => void load()} />;
  if (!overview) return <LoadingState label={t('credit.loading')} />;

  const setApplication = (application: WireApplication) => setOverview({ ...overview, application });
  const { application, card, terms } = overview;

  if (card) {
    return (
      <div className="flex flex-col gap-4">
        <CardView
          card={card}
          terms={terms}
          onCard={(next) => setOverview({ ...overview, card: next })}
          onReload={() => void load()}
        />
        <CardSchedule />
      </div>
    );
  }
  const draft = application?.status === 'draft' ? application : null;
  if (application && !draft && !applyingAgain) {
    return (
      <ApplicationStatus
        application={application}
        terms={terms}
        onChange={setApplication}
        onApplyAgain={() => {
          keepReapplyPrefill(application.answers);
          setApplyingAgain(true);
        }}
        justSubmitted={justSubmitted}
      />
    );
  }
  return (
    <ApplicationWizard
      application={draft}
      // Applying again: the refused answers; after a reload, the work answers kept for the tab.
      prefill={applyingAgain ? application?.answers : draft ? reapplyPrefill() : undefined}
      focusOnMount={applyingAgain}
      terms={terms}
      onChange={setApplication}
      onSubmitted={(submitted) => {
        dropReapplyPrefill();
        setApplyingAgain(false);
        setJustSubmitted(true);
        setApplication(submitted);
      }}
    />
  );
}
