'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { useAlert } from '../layout/alert.client';
import { useI18n } from '../layout/i18n-provider.client';
import { LINK_BUTTON } from '../ui/styles';
import { DataTable } from './data-table.client';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form.client';
import { busyButton } from '../ui/busy-button';

export interface StaffTableRow {
  id: number;
  email: string;
  name: string;
  /** Role, seller, state and date already in the page's language. */
  role: string;
  seller: string;
  state: string;
  since: string;
  active: boolean;
  /** The signed-in admin's own account: it cannot be closed from here. */
  own: boolean;
}

/**
 * The staff accounts, each with a way to close it (it can no longer sign in) or open it again, and to
 * send it a link to set a new password.
 */
export function StaffTable({ rows }: { rows: StaffTableRow[] }) {
  const { t } = useI18n();
  const router = useRouter();
  const alert = useAlert();
  const { busy, message, send } = useAdminForm();

  async function toggle(row: StaffTableRow) {
    // Closing is asked first: it signs the member out of the back office; opening again is not.
    if (row.active && !window.confirm(t('admin_staff.close_confirm', { email: row.email }))) return;
    // A refusal shows the server's message above the table; nothing else changes.
    if (!(await send(`/rest/V1/admin/staff/${row.id}/active`, 'PUT', { active: !row.active }))) return;
    alert({
      severity: 'success',
      message: t(row.active ? 'admin_staff.closed_done' : 'admin_staff.reopened_done', { email: row.email }),
    });
    router.refresh();
  }

  /** A set-password link by e-mail (and SMS to a seller's merchant): a forgotten password, a first link run out. */
  async function sendLink(row: StaffTableRow) {
    if (!(await send(`/rest/V1/admin/staff/${row.id}/password-link`, 'POST', {}))) return;
    alert({ severity: 'success', message: t('admin_staff.link_sent', { email: row.email }) });
  }

  const text = (key: keyof StaffTableRow, header: string): ColumnDef<StaffTableRow, unknown> => ({
    id: key,
    header,
    cell: ({ row }) => <bdi>{String(row.original[key])}</bdi>,
  });
  const columns: ColumnDef<StaffTableRow, unknown>[] = [
    text('email', t('admin_staff.email')),
    text('name', t('admin_staff.name')),
    text('role', t('admin_staff.role')),
    text('seller', t('admin_staff.seller')),
    text('state', t('admin_staff.state')),
    text('since', t('admin_staff.since')),
    {
      id: 'change',
      header: t('admin_staff.change'),
      cell: ({ row }) =>
        row.original.own ? null : (
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            <button
              type="button"
              {...busyButton(busy)}
              onClick={() => void toggle(row.original)}
              className={LINK_BUTTON}
              data-testid={`admin-staff-toggle-${row.original.id}`}
              aria-label={t(row.original.active ? 'admin_staff.close_label' : 'admin_staff.reopen_label', {
                email: row.original.email,
              })}
            >
              {t(row.original.active ? 'admin_staff.close' : 'admin_staff.reopen')}
            </button>
            {row.original.active && (
              <button
                type="button"
                {...busyButton(busy)}
                onClick={() => void sendLink(row.original)}
                className={LINK_BUTTON}
                data-testid={`admin-staff-link-${row.original.id}`}
                aria-label={t('admin_staff.send_link_label', { email: row.original.email })}
              >
                {t('admin_staff.send_link')}
              </button>
            )}
          </span>
        ),
    },
  ];
  return (
    <>
      <FormMessage message={message} />
      <DataTable caption={t('admin_staff.title')} columns={columns} rows={rows} testId="admin-staff" />
    </>
  );
}
