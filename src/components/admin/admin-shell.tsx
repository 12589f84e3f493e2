import Link from '@/components/ui/link.client';
import { Suspense, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { may, type Permission } from '@/domain/staff/roles';
import type { StaffPrincipal } from '@/domain/staff/sessions';
import { AdminNav } from './admin-nav.client';
import { LanguageLink } from './language-link.client';
import { SignOutButton } from './sign-out-button.client';

/** The back office's sections, each shown only to roles that may open it. */
export const ADMIN_SECTIONS: { id: string; href: string; permission: Permission; also?: string[] }[] = [
  { id: 'dashboard', href: '/admin', permission: 'dashboard' },
  { id: 'orders', href: '/admin/orders', permission: 'orders' },
  { id: 'refunds', href: '/admin/refunds', permission: 'refunds' },
  { id: 'requests', href: '/admin/requests', permission: 'orders' },
  {
    id: 'catalog_products',
    href: '/admin/catalog/products',
    permission: 'catalog',
    also: ['/admin/catalog/import'],
  },
  { id: 'catalog_approvals', href: '/admin/catalog/products?approval=pending', permission: 'catalog' },
  { id: 'catalog_categories', href: '/admin/catalog/categories', permission: 'catalog' },
  { id: 'catalog_brands', href: '/admin/catalog/brands', permission: 'catalog' },
  { id: 'catalog_rates', href: '/admin/catalog/sellers', permission: 'catalog' },
  { id: 'seller_products', href: '/admin/seller/products', permission: 'seller_portal' },
  { id: 'seller_orders', href: '/admin/seller/orders', permission: 'seller_portal' },
  { id: 'seller_sales', href: '/admin/seller/sales', permission: 'seller_portal' },
  { id: 'seller_statement', href: '/admin/seller/statement', permission: 'seller_portal' },
  { id: 'credit_applications', href: '/admin/credit/applications', permission: 'credit' },
  { id: 'credit_cards', href: '/admin/credit/cards', permission: 'credit' },
  { id: 'sellers', href: '/admin/sellers', permission: 'sellers' },
  { id: 'seller_applications', href: '/admin/sellers/applications', permission: 'sellers' },
  { id: 'coupons', href: '/admin/coupons', permission: 'content' },
  { id: 'content_slides', href: '/admin/content/slides', permission: 'content' },
  { id: 'content_bundles', href: '/admin/content/bundles', permission: 'content' },
  { id: 'content_home', href: '/admin/content/home', permission: 'content' },
  { id: 'content_blocks', href: '/admin/content/blocks', permission: 'content' },
  { id: 'content_popups', href: '/admin/content/popups', permission: 'content' },
  { id: 'content_countdown', href: '/admin/content/countdown', permission: 'content' },
  { id: 'content_promo', href: '/admin/content/promo-strip', permission: 'content' },
  { id: 'settings', href: '/admin/settings', permission: 'settings' },
  { id: 'content_blog', href: '/admin/content/blog', permission: 'content' },
  { id: 'content_blog_categories', href: '/admin/content/blog/categories', permission: 'content' },
  { id: 'staff', href: '/admin/staff', permission: 'staff' },
  { id: 'audit', href: '/admin/audit', permission: 'audit' },
];

/** Header with who is signed in, the sections the role may open, and the page. */
export function AdminShell({
  staff,
  t,
  children,
}: {
  staff: StaffPrincipal;
  t: TFunction;
  children: ReactNode;
}) {
  const sections = ADMIN_SECTIONS.filter((s) => may(staff.role, s.permission));
  return (
    <div className="flex min-h-screen flex-col bg-neutral-100" data-testid="admin-shell">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('admin.skip_to_content')}
      </a>
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2 bg-primary px-4 py-3 text-white md:px-6">
        <Link href="/admin" className="text-lg font-bold focus-visible:outline-2 focus-visible:outline-white">
          {t('admin.title')}
        </Link>
        <p className="text-sm text-neutral-200" data-testid="admin-who">
          {t('admin.signed_in_as', { name: staff.name, role: t(`admin.roles.${staff.role}`) })}
        </p>
        <div className="ms-auto flex items-center gap-4">
          <Suspense>
            <LanguageLink label={t('admin.other_language')} />
          </Suspense>
          <SignOutButton label={t('admin.sign_out')} />
        </div>
      </header>
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav
          aria-label={t('admin.nav_label')}
          className="border-b border-neutral-200 bg-white lg:w-56 lg:border-e lg:border-b-0"
        >
          <AdminNav
            sections={sections.map((s) => ({
              id: s.id,
              href: s.href,
              also: s.also,
              label: t(`admin.nav.${s.id}`),
            }))}
            menuLabel={t('admin.menu')}
          />
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

export function Forbidden({ t }: { t: TFunction }) {
  return (
    <section className="rounded-lg bg-white p-6" data-testid="admin-forbidden">
      <h1 className="text-xl font-bold">{t('admin.forbidden.title')}</h1>
      <p className="mt-2 text-neutral-700">{t('admin.forbidden.text')}</p>
    </section>
  );
}
