import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { LanguageLink } from './language-link.client';

/** The narrow card of the staff sign-in steps, away from the store's shell. */
export function SignInFrame({ t, title, children }: { t: TFunction; title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-neutral-100 px-4 py-12">
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm">
        <div className="mb-6 flex items-center justify-between gap-4">
          <Link href="/admin/login" className="font-bold text-neutral-500">
            {t('admin.title')}
          </Link>
          <span className="text-neutral-900">
            <Suspense>
              <LanguageLink label={t('admin.other_language')} />
            </Suspense>
          </span>
        </div>
        <h1 className="mb-2 text-xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
