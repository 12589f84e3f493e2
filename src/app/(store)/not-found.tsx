import { EmptyState } from '@/components/ui/empty-state';
import { getServerT } from '@/i18n/server';

export default async function NotFound() {
  const { t } = await getServerT();
  return (
    <div data-testid="not-found">
      <EmptyState
        title={t('not_found.title')}
        text={t('not_found.text')}
        buttonLabel={t('not_found.button')}
      />
    </div>
  );
}
