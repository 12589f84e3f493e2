import type { TFunction } from 'i18next';
import { CheckCircle2, Clock, Info, XCircle } from 'lucide-react';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { WireSellerApplication } from '@/http/rest/seller-serializers';

const ICONS = { pending: Clock, approved: CheckCircle2, rejected: XCircle, info_needed: Info, draft: Clock };
const TONES = {
  pending: 'border-secondary bg-orange-50',
  approved: 'border-success bg-green-50',
  rejected: 'border-error bg-red-50',
  info_needed: 'border-secondary bg-orange-50',
  draft: 'border-neutral-300 bg-white',
};

/** Where a sent application stands, its reference and, once decided, the reason given. */
export function SellerStatus({
  application,
  t,
  locale,
}: {
  application: WireSellerApplication;
  t: TFunction;
  locale: Locale;
}) {
  const Icon = ICONS[application.status];
  return (
    <section
      className={`flex gap-3 rounded-lg border-s-4 p-4 ${TONES[application.status]}`}
      data-testid="seller-status"
      data-status={application.status}
      aria-live="polite"
    >
      <Icon aria-hidden className="mt-1 size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold" data-testid="seller-status-title">
          {t(`sellers.status.${application.status}`)}
        </h2>
        <p className="text-sm">{t(`sellers.status.${application.status}_text`)}</p>
        <p className="text-sm">
          {t('sellers.status.reference')}{' '}
          <bdi className="font-bold" data-testid="seller-reference">
            {application.reference}
          </bdi>
          {application.submitted_at &&
            ` · ${t('sellers.status.submitted_on', { date: formatDate(new Date(application.submitted_at), locale) })}`}
        </p>
        {application.reason && (
          <p className="text-sm" data-testid="seller-status-reason">
            <span className="font-bold">{t('sellers.status.reason')}</span> {application.reason}
          </p>
        )}
      </div>
    </section>
  );
}
