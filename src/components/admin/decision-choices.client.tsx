'use client';

import { useI18n } from '../layout/i18n-provider.client';

/**
 * A decision form's choices as radio buttons, none chosen until the officer picks one (an approval
 * is never one click on a form just opened). Sent unchosen, the form sets `unchosen` and calls
 * `focusFirstChoice`: the choices ask for a decision under them. Each choice's id and test id is
 * `idOf(choice)`; the message's is `unchosenId`.
 */
export function DecisionChoices<C extends string>({
  name,
  choices,
  labelOf,
  idOf,
  unchosenId,
  value,
  unchosen,
  onChoose,
}: {
  name: string;
  choices: readonly C[];
  labelOf: (choice: C) => string;
  idOf: (choice: C) => string;
  unchosenId: string;
  value: C | null;
  unchosen: boolean;
  onChoose: (choice: C) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="sr-only">{t('admin.application.decision')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map((c) => (
          <label key={c} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={c}
              checked={value === c}
              onChange={() => onChoose(c)}
              id={idOf(c)}
              aria-invalid={unchosen || undefined}
              aria-describedby={unchosen ? unchosenId : undefined}
              data-testid={idOf(c)}
              className="size-4 accent-primary"
            />
            {labelOf(c)}
          </label>
        ))}
      </div>
      {unchosen && (
        <p id={unchosenId} className="mt-1 text-sm text-error" data-testid={unchosenId}>
          {t('admin.application.choose_decision')}
        </p>
      )}
    </fieldset>
  );
}

/** The first choice takes the focus, with the message, as a field at fault does. */
export const focusFirstChoice = <C extends string>(choices: readonly C[], idOf: (choice: C) => string) =>
  document.getElementById(idOf(choices[0]!))?.focus();
