import type { TFunction } from 'i18next';
import { SOCIAL_LINKS } from './links';

export function SocialLinks({ t, className = '' }: { t: TFunction; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {SOCIAL_LINKS.map((s) => (
        <li key={s.id}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full border border-current px-3 py-1 text-sm hover:text-secondary"
          >
            {t(`social.${s.id}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
