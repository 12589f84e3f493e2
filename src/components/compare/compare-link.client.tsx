'use client';

import { Icon } from '@/components/ui/icon';
import { NavIconButton } from '../ui/nav-icon-button.client';
import { useI18n } from '../layout/i18n-provider.client';
import { useCompareIds } from './compare-store';

/** A header-style link to /comparison whose badge follows the comparison list live (for the shell to place). */
export function CompareLink() {
  const { t } = useI18n();
  const ids = useCompareIds();
  return (
    <NavIconButton
      href="/comparison"
      label={t('compare.title')}
      count={ids?.length ?? 0}
      testId="compare-indicator"
      icon={<Icon name="git-compare-arrows" aria-hidden />}
    />
  );
}
