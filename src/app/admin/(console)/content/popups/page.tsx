import Link from '@/components/ui/link.client';
import { Forbidden } from '@/components/admin/admin-shell';
import { staffPage } from '@/components/admin/staff-page';
import { SLIDE_STATUS_TONE, slideDatesText } from '@/components/admin/slide-text';
import { PRIMARY_BUTTON, TEXT_LINK } from '@/components/ui/styles';
import { slideStatus } from '@/domain/content/slide-schemas';
import { popupsForStaff } from '@/domain/content/staff-popups';
import { nowOf } from '@/domain/shared/ctx';

/** The home page's overlay ads with their status; new ad, edit. */
export default async function PopupsPage() {
  const { t, locale, ctx, allowed } = await staffPage('content');
  if (!allowed) return <Forbidden t={t} />;
  const popups = await popupsForStaff(ctx);
  const now = nowOf(ctx);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('admin_promos.popups.title')}</h1>
        <Link href="/admin/content/popups/new" className={PRIMARY_BUTTON} data-testid="admin-popup-new">
          {t('admin_promos.popups.new')}
        </Link>
      </div>
      <p className="mb-4 text-neutral-700">{t('admin_promos.popups.intro')}</p>
      {popups.length === 0 ? (
        <p data-testid="admin-popups-empty">{t('admin_promos.popups.none')}</p>
      ) : (
        <ul className="space-y-3" data-testid="admin-popups">
          {popups.map((p) => {
            const status = slideStatus(p, now);
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-3 shadow-sm"
                data-testid={`admin-popup-${p.id}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a staff preview of the stored WebP */}
                <img
                  src={`/media/${p.image}?w=480`}
                  alt=""
                  width={80}
                  height={80}
                  className="aspect-square w-20 rounded bg-neutral-200 object-cover"
                />
                <div className="min-w-48 flex-1 space-y-1">
                  <Link
                    href={`/admin/content/popups/${p.id}`}
                    className={TEXT_LINK}
                    data-testid="admin-popup-edit"
                  >
                    {(locale === 'ar' ? p.titleAr : p.titleEn) || p.titleAr || p.titleEn}
                  </Link>
                  <p className="text-sm text-neutral-700">
                    <bdi dir="ltr">{p.link}</bdi> · {slideDatesText(t, locale, p)}
                  </p>
                  <span
                    className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${SLIDE_STATUS_TONE[status]}`}
                    data-testid="admin-popup-status"
                  >
                    {t(`admin_promos.status.${status}`)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
