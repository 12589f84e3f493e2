import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import { Forbidden } from '@/components/admin/admin-shell';
import { AdminSection, History, orNotFound, pageId } from '@/components/admin/detail-page';
import { SellerStandingForm } from '@/components/admin/seller-standing-form.client';
import { staffPage } from '@/components/admin/staff-page';
import { sellerForStaff } from '@/domain/sellers/staff-sellers';
import { may } from '@/domain/staff/roles';
import { formatDate } from '@/i18n/format';

const LINK = 'font-bold text-amber-700 underline-offset-2 hover:underline';

/** A phone and an e-mail, each written left to right. */
function Contact({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <>
      <span dir="ltr">{phone}</span>
      {email && (
        <>
          {' · '}
          <span dir="ltr">{email}</span>
        </>
      )}
    </>
  );
}

/** One seller for staff: who runs it, its products, its standing with suspend / reinstate, its history. */
export default async function SellerPage({ params }: { params: Promise<{ id: string }> }) {
  const { t, locale, ctx, allowed, staff } = await staffPage('sellers');
  if (!allowed) return <Forbidden t={t} />;
  const { seller, account, application, portalAccounts, history } = await orNotFound(
    sellerForStaff(ctx, pageId((await params).id)),
  );
  const status = seller.isActive ? 'active' : 'suspended';
  const facts: [string, ReactNode][] = [
    [t('admin.sellers.code'), <span dir="ltr">{seller.code}</span>],
    [t('admin.sellers.joined'), formatDate(seller.createdAt, locale)],
    [
      t('admin.sellers.products'),
      t('admin.sellers.products_count', { active: seller.activeProducts, total: seller.products }),
    ],
    [
      t('admin.sellers.account'),
      account ? (
        <Contact {...account} />
      ) : application ? (
        <>
          <Contact {...application.contact} /> <span>{t('admin.sellers.guest_applicant')}</span>
        </>
      ) : (
        t('admin.sellers.no_account')
      ),
    ],
  ];
  facts.push([
    t('admin.sellers.statement'),
    <Link
      href={`/admin/sellers/${seller.id}/statement`}
      className={LINK}
      data-testid="admin-seller-statement-link"
    >
      {t('admin.sellers.statement_link')}
    </Link>,
  ]);
  // The portal accounts acting for the seller; admins open one from here (the staff page with the
  // seller chosen).
  const openPortal = may(staff.role, 'staff') && seller.isActive && (
    <Link href={`/admin/staff?seller=${seller.id}`} className={LINK} data-testid="admin-seller-portal-link">
      {t(portalAccounts.length ? 'admin.sellers.portal_link_another' : 'admin.sellers.portal_link')}
    </Link>
  );
  if (portalAccounts.length || openPortal)
    facts.push([
      t('admin.sellers.portal'),
      <>
        {portalAccounts.length > 0 && (
          <ul data-testid="admin-seller-portal-accounts">
            {portalAccounts.map((a) => (
              <li key={a.id}>
                <bdi>{a.name}</bdi> · <span dir="ltr">{a.email}</span>
                {!a.active && <> ({t('admin_staff.inactive')})</>}
              </li>
            ))}
          </ul>
        )}
        {openPortal}
      </>,
    ]);
  if (application)
    facts.push([
      t('admin.sellers.application'),
      <Link href={`/admin/sellers/applications/${application.id}`} className={LINK} dir="ltr">
        {application.reference}
      </Link>,
    ]);
  return (
    <div className="space-y-4">
      <Link href="/admin/sellers" className={LINK}>
        {t('admin.sellers.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">
          <bdi>{seller.name}</bdi>
        </h1>
        <span
          className={`rounded px-2 py-0.5 text-sm font-bold ${seller.isActive ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
          data-testid="admin-seller-status"
        >
          {t(`admin.seller_status.${status}`)}
        </span>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <AdminSection title={t('admin.sellers.details')}>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-neutral-600">{label}</dt>
                <dd className="font-bold break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </AdminSection>
        <div className="space-y-4">
          <AdminSection title={t('admin.sellers.standing')}>
            {seller.suspendedAt && (
              <p className="mb-3 font-bold text-error" data-testid="admin-seller-suspended-note">
                {t('admin.sellers.suspended_note', {
                  date: formatDate(seller.suspendedAt, locale),
                  reason: seller.suspensionReason ?? '',
                })}
              </p>
            )}
            <SellerStandingForm
              sellerId={seller.id}
              name={seller.name}
              suspended={!seller.isActive}
              notifies={application !== null}
            />
          </AdminSection>
          {history.length > 0 ? (
            <History
              t={t}
              testId="admin-seller-history"
              entries={history.map((h) => ({
                id: h.id,
                status: t(`admin.sellers.action.${h.action.replace('seller.', '')}`),
                date: formatDate(h.at, locale),
                actor: h.actor,
                note: h.reason,
              }))}
            />
          ) : (
            <AdminSection title={t('admin.sellers.history')}>
              <p>{t('admin.sellers.no_history')}</p>
            </AdminSection>
          )}
        </div>
      </div>
    </div>
  );
}
