'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { TextAreaField } from '../ui/field.client';
import { busyButton } from '../ui/busy-button';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';

/**
 * A request's status for staff: a new one is marked handled, a handled one reopened, each with an
 * optional note (the call made, the booking's number) kept in its history.
 */
export function RequestStatusForm({
  id,
  status,
  noteMax,
}: {
  id: number;
  status: 'new' | 'handled';
  /** The server's limit (SUBMISSION_NOTE_MAX), given by the page: the schema stays out of the browser. */
  noteMax: number;
}) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const { busy, message, fieldErrors, send } = useAdminForm();
  const [note, setNote] = useState('');
  const next = status === 'new' ? 'handled' : 'new';
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="admin-request-status-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!(await send(`/rest/V1/admin/form-submissions/${id}/status`, 'PUT', { status: next, note })))
          return;
        setNote('');
        alert({
          severity: 'success',
          message: t(next === 'handled' ? 'admin.requests.done_handled' : 'admin.requests.done_new'),
        });
        router.refresh();
      }}
    >
      <TextAreaField
        label={t('admin.requests.note')}
        optionalLabel={t('admin.requests.optional')}
        value={note}
        onValueChange={setNote}
        maxLength={noteMax}
        error={fieldErrors.note}
        testId="admin-request-note"
      />
      <FormMessage message={message} />
      <button
        type="submit"
        {...busyButton(busy)}
        className={next === 'handled' ? PRIMARY_BUTTON : SECONDARY_BUTTON}
        data-testid="admin-request-status-submit"
      >
        {t(next === 'handled' ? 'admin.requests.mark_handled' : 'admin.requests.mark_new')}
      </button>
    </form>
  );
}
