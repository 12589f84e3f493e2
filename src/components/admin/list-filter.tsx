import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

/**
 * A GET form: its fields become the list's URL, so a filtered page can be shared and reloaded. On a
 * phone the fields are two to a row, each as wide as its half, so no box is cut.
 */
export function ListFilter({
  t,
  action,
  children,
  submitLabel,
}: {
  t: TFunction;
  action: string;
  children: ReactNode;
  submitLabel?: string;
}) {
  return (
    <form
      method="get"
      action={action}
      className="mb-4 grid grid-cols-2 items-end gap-3 rounded-lg bg-white p-4 shadow-sm sm:flex sm:flex-wrap"
    >
      {children}
      <button
        type="submit"
        className="rounded-md bg-primary px-4 py-2 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary"
      >
        {submitLabel ?? t('admin.table.filter')}
      </button>
      <Link href={action} className="py-2 font-bold text-amber-700 underline-offset-2 hover:underline">
        {t('admin.table.clear')}
      </Link>
    </form>
  );
}

export const FILTER_CONTROL =
  'mt-1 block h-11 w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus:outline-2 focus:outline-offset-2 focus:outline-primary sm:w-auto';

/** A list's search text from its URL (?q=): trimmed, cut to what the box takes, or none. */
export const searchText = (raw: string | undefined, max: number) => raw?.trim().slice(0, max) || undefined;

/** A list filter's search box (?q=), taking as much as the server does. */
export function SearchField({
  label,
  value,
  maxLength,
  testId,
  dir,
}: {
  label: string;
  value: string | undefined;
  maxLength: number;
  testId: string;
  dir?: 'ltr';
}) {
  return (
    <label className="text-sm font-bold">
      {label}
      <input
        name="q"
        type="search"
        dir={dir}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        className={FILTER_CONTROL}
        data-testid={testId}
      />
    </label>
  );
}
