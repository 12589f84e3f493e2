import type { TFunction } from 'i18next';
import { Landmark, type LucideIcon } from 'lucide-react';
import { IconEmptyPanel } from '@/components/ui/empty-state';
import { SUPPORT_PHONE } from '@/components/layout/links';

export const PLACEHOLDER_SLUGS = ['credit-limit-request'] as const;
export type PlaceholderSlug = (typeof PLACEHOLDER_SLUGS)[number];

const ICONS: Record<PlaceholderSlug, LucideIcon> = {
  'credit-limit-request': Landmark,
};

/** Sections whose content comes with later issues: an honest empty state and a way back to the shop. */
export function AccountPlaceholder({ slug, t }: { slug: PlaceholderSlug; t: TFunction }) {
  return (
    <IconEmptyPanel
      testId={`account-${slug}`}
      icon={ICONS[slug]}
      title={t(`account.placeholder.${slug}.title`)}
      text={t(`account.placeholder.${slug}.text`, { phone: SUPPORT_PHONE })}
      buttonLabel={t('account.placeholder.button')}
    />
  );
}
