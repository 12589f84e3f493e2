import { ClientMessages } from '@/components/layout/client-messages';
import type { Metadata } from 'next';
import { CreditCard, Headset, Plane } from 'lucide-react';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { StoredForm } from '@/components/forms/stored-form.client';
import { BOOK_TRIP_FORM } from '@/domain/forms/book-trip';
import { getFormDefinition } from '@/domain/forms/forms';
import { cairoDay } from '@/domain/shared/cairo-day';
import { alternatesFor } from '@/i18n/alternates';
import { getServerT } from '@/i18n/server';
import { pageCtx } from '@/lib/page-ctx';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return {
    title: t('forms.book_trip.title'),
    description: t('forms.book_trip.meta_description'),
    alternates: alternatesFor('/amantravel'),
  };
}

const PERKS = [
  { id: 'instalments', Icon: CreditCard },
  { id: 'packages', Icon: Plane },
  { id: 'support', Icon: Headset },
] as const;

/** /amantravel (§2): book a trip, sent as the stored form book_trip (§7 forms/{formId}). */
export default async function BookTripPage() {
  const { t, locale } = await getServerT();
  const definition = await getFormDefinition(pageCtx(locale), BOOK_TRIP_FORM);
  const fields = definition.fields.map((f) => ({ ...f, label: t(`forms.book_trip.${f.name}`) }));
  return (
    <ClientMessages area="forms">
      <div className="mx-auto max-w-5xl px-3 py-4 md:px-4 md:py-6" data-testid="amantravel-page">
        <Breadcrumbs t={t} trail={[]} current={t('forms.book_trip.title')} />
        <h1 className="mb-2 text-2xl font-bold md:text-3xl">{t('forms.book_trip.title')}</h1>
        <p className="mb-5 max-w-3xl text-neutral-700">{t('forms.book_trip.intro')}</p>
        <ul className="mb-6 grid gap-3 md:grid-cols-3">
          {PERKS.map(({ id, Icon }) => (
            <li key={id} className="flex items-center gap-3 rounded-lg bg-white p-3 shadow-sm">
              <Icon aria-hidden className="size-6 shrink-0 text-secondary-dark" />
              <span className="text-sm">{t(`forms.book_trip.perks.${id}`)}</span>
            </li>
          ))}
        </ul>
        <StoredForm formId={BOOK_TRIP_FORM} fields={fields} today={cairoDay(new Date())} />
      </div>
    </ClientMessages>
  );
}
