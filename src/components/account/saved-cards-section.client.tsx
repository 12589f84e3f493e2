'use client';

import { useCallback, useEffect, useState } from 'react';
import { CreditCard, Trash2 } from 'lucide-react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { IconEmptyPanel } from '../ui/empty-state';
import { CARD, SECONDARY_BUTTON } from '../ui/styles';
import { ConfirmDialog } from './confirm-dialog.client';
import { LoadError, LoadingState } from './status-blocks.client';
import { useAccountApi } from './use-account-api.client';

interface SavedCard {
  id: number;
  brand: 'visa' | 'mastercard';
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** /account/cards: cards kept at checkout (the gateway's token, brand and last four digits only). */
export function SavedCardsSection() {
  const { t } = useI18n();
  const api = useAccountApi();
  const showAlert = useAlert();
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  // The card asked about: removing one is asked first, as removing an address is.
  const [toRemove, setToRemove] = useState<SavedCard | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    const answer = await api.rest<SavedCard[]>('cards/mine');
    if (answer.ok && answer.data) setCards(answer.data);
    else setFailed(true);
  }, [api]);
  useEffect(() => void load(), [load]);

  async function remove(card: SavedCard) {
    const answer = await api.rest<boolean>(`cards/mine/${card.id}`, { method: 'DELETE' });
    showAlert(
      answer.ok
        ? { severity: 'success', message: t('account.cards.removed') }
        : { severity: 'error', message: answer.message ?? t('errors.network_error') },
    );
    setToRemove(null);
    await load();
  }

  if (!cards && failed) return <LoadError onRetry={() => void load()} />;
  if (!cards) return <LoadingState label={t('account.cards.loading')} />;
  if (cards.length === 0) {
    return (
      <IconEmptyPanel
        testId="account-cards"
        icon={CreditCard}
        title={t('account.placeholder.cards.title')}
        text={t('account.placeholder.cards.text')}
        buttonLabel={t('account.placeholder.button')}
      />
    );
  }
  return (
    <section className={CARD} data-testid="account-cards">
      <ul className="flex flex-col divide-y">
        {cards.map((card) => (
          <li key={card.id} className="flex items-center justify-between gap-3 py-3" data-testid="saved-card">
            <span className="flex items-center gap-3">
              <CreditCard aria-hidden className="size-6 text-secondary-dark" />
              <span>
                <span className="font-bold">{t(`account.cards.brand.${card.brand}`)}</span>{' '}
                <span dir="ltr">•••• {card.last4}</span>
                <span className="block text-sm text-neutral-600" dir="ltr">
                  {String(card.exp_month).padStart(2, '0')}/{String(card.exp_year).slice(-2)}
                </span>
              </span>
            </span>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              onClick={() => setToRemove(card)}
              data-testid="saved-card-delete"
            >
              <Trash2 aria-hidden className="size-4" />
              {t('account.cards.delete')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!toRemove}
        title={t('account.cards.delete_title')}
        text={t('account.cards.delete_text', { last4: toRemove?.last4 ?? '' })}
        confirmLabel={t('account.cards.delete_confirm')}
        testId="saved-card-delete"
        onCancel={() => setToRemove(null)}
        onConfirm={() => (toRemove ? remove(toRemove) : Promise.resolve())}
      />
    </section>
  );
}
