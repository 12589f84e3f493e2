import { ChevronDown, User } from 'lucide-react';
import { useI18n } from './i18n-provider.client';

export const ACCOUNT_TRIGGER_CLASS = 'hidden items-center gap-1 rounded p-2 hover:bg-white/10 lg:inline-flex';

/** What the signed-in customer's account button shows, before and after its menu has loaded. */
export function AccountTriggerFace({ name }: { name: string }) {
  const { t } = useI18n();
  return (
    <>
      <User aria-hidden />
      <span className="max-w-40 truncate text-sm">{t('auth.hello_name', { name })}</span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  );
}
