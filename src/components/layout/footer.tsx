import { Icon } from '@/components/ui/icon';
import Link from '@/components/ui/link.client';
import type { TFunction } from 'i18next';
import type { FooterCategory } from '@/domain/content/menu';
import { NewsletterForm } from './newsletter-form.client';
import { ACCOUNT_SLUGS, APP_LINKS, FOOTER_TOP_CATEGORIES, IMPORTANT_LINKS, SUPPORT_PHONE } from './links';
import { SocialLinks } from './social-links';

const heading = 'mb-3 text-base font-bold text-secondary';
const link = 'block py-1 text-neutral-300 hover:text-white';

function LinkColumn({
  title,
  testId,
  links,
}: {
  title: string;
  testId: string;
  links: { href: string; label: string }[];
}) {
  return (
    <section data-testid={testId}>
      <h2 className={heading}>{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={link}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Footer: Top (first 6 important categories), Browse (the rest), account, important links, help, apps. */
export function Footer({
  t,
  categories,
  pagesOff,
  year,
}: {
  t: TFunction;
  categories: FooterCategory[];
  /** Pages switched off in the back office, left out of the links. */
  pagesOff: string[];
  /** Already written in the page's digits, without a thousands separator. */
  year: string;
}) {
  const toLink = (c: FooterCategory) => ({ href: `/${c.path}`, label: c.name });
  return (
    <footer className="mt-12 bg-primary text-white" data-testid="site-footer">
      <div className="border-b border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-bold">{t('newsletter.title')}</h2>
            <p className="text-sm text-neutral-300">{t('newsletter.text')}</p>
          </div>
          <div className="w-full md:max-w-md">
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-3 lg:grid-cols-5">
        <LinkColumn
          title={t('footer.top_categories')}
          testId="footer-top"
          links={categories.slice(0, FOOTER_TOP_CATEGORIES).map(toLink)}
        />
        <LinkColumn
          title={t('footer.browse')}
          testId="footer-browse"
          links={categories.slice(FOOTER_TOP_CATEGORIES).map(toLink)}
        />
        <LinkColumn
          title={t('footer.my_account')}
          testId="footer-account"
          links={ACCOUNT_SLUGS.map((slug) => ({
            href: `/account/${slug}`,
            // The footer is the same for every shopper: the card's page by a name that fits an
            // applicant and a cardholder alike, not "Credit limit request".
            label: t(slug === 'credit-limit-request' ? 'footer.aman_card' : `account_menu.${slug}`),
          }))}
        />
        <LinkColumn
          title={t('footer.important_links')}
          testId="footer-important"
          links={IMPORTANT_LINKS.filter((l) => !pagesOff.includes(l.href)).map((l) => ({
            href: l.href,
            label: t(l.key),
          }))}
        />
        <section className="col-span-2 md:col-span-1" data-testid="footer-help">
          <h2 className={heading}>{t('footer.help_centre')}</h2>
          <p className="mb-3 text-sm text-neutral-300">{t('footer.help_text')}</p>
          <a href={`tel:${SUPPORT_PHONE}`} className="mb-5 inline-flex items-center gap-2 text-2xl font-bold">
            <Icon name="phone" aria-hidden className="size-5 text-secondary" />
            <span className="sr-only">{t('footer.hotline')}</span>
            <span dir="ltr">{SUPPORT_PHONE}</span>
          </a>
          <h2 className={heading}>{t('footer.follow_us')}</h2>
          <SocialLinks t={t} className="mb-5 text-neutral-300" />
          <h2 className={heading}>{t('footer.download_app')}</h2>
          <ul className="flex flex-wrap gap-2">
            {APP_LINKS.map((a) => (
              <li key={a.id}>
                <a
                  href={a.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-md border border-neutral-600 px-3 py-2 text-sm hover:border-secondary"
                >
                  {t(`footer.${a.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-neutral-800">
        <p
          className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-neutral-400"
          data-testid="copyright"
        >
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
