import { Forbidden } from '@/components/admin/admin-shell';
import { AuditTable } from '@/components/admin/audit-table.client';
import { FILTER_CONTROL, ListFilter } from '@/components/admin/list-filter';
import { Pagination } from '@/components/admin/pagination';
import { staffPage } from '@/components/admin/staff-page';
import { pageNumber } from '@/components/admin/waiting';
import { AppError } from '@/domain/shared/errors';
import { AUDIT_PAGE_SIZE, listAudit } from '@/domain/staff/audit';
import { AUDIT_ENTITIES, isAuditAction, isAuditEntity } from '@/domain/staff/audit-actions';
import { auditChanges, auditFieldName, auditStateKey, auditValue } from '@/domain/staff/audit-changes';
import { formatDateTime, formatList, formatNumber, formatPrice } from '@/i18n/format';

type Params = {
  entity?: string;
  entityId?: string;
  actor?: string;
  from?: string;
  to?: string;
  page?: string;
};

/** The audit log for admins, newest first, filtered by entity, staff member and dates in the URL. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { t, locale, ctx, allowed } = await staffPage('audit');
  if (!allowed) return <Forbidden t={t} />;
  const params = await searchParams;
  const text = (v: string | undefined, max: number) => (v && v.trim().length <= max ? v.trim() : undefined);
  const filter = {
    entity: text(params.entity, 40),
    entityId: text(params.entityId, 40),
    actor: text(params.actor, 150),
    from: params.from || undefined,
    to: params.to || undefined,
  };
  // A date typed by hand into the URL that is not a day shows its message over an empty list.
  let error: string | null = null;
  const page = await listAudit(ctx, { ...filter, page: pageNumber(params.page) }).catch((err: unknown) => {
    if (!(err instanceof AppError) || err.kind !== 'invalid') throw err;
    error = t(`errors.${err.messageKey}`);
    return { items: [], total: 0, page: 1, pageSize: AUDIT_PAGE_SIZE };
  });
  const show = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v, null, 1));
  const label = (field: string) => {
    const named = auditFieldName(field);
    if (!named) return field;
    const name = t(`admin.audit.fields.${named.name}`);
    return named.language
      ? t('admin.audit.field_in', { name, language: t(`admin.audit.languages.${named.language}`) })
      : name;
  };
  const value = (entity: string, field: string, v: unknown) => {
    const state = auditStateKey(entity, field, v);
    if (state) return t(state);
    const read = auditValue(field, v);
    switch (read.kind) {
      case 'none':
        return t('admin.audit.empty');
      case 'piastres':
        return formatPrice(read.value, locale);
      case 'percent':
        return t('admin.audit.percent', { value: formatNumber(read.value, locale) });
      case 'flag':
        return t(read.value ? 'admin.audit.yes' : 'admin.audit.no');
      case 'rates':
        return formatList(
          read.value.map((r) =>
            t('admin.audit.rate', {
              months: formatNumber(r.months, locale),
              percent: formatNumber(r.percent, locale),
            }),
          ),
          locale,
        );
      default:
        return read.value;
    }
  };
  // In words; a row of an action or kind this version does not know keeps its code.
  const rows = page.items.map((r) => ({
    id: r.id,
    at: formatDateTime(r.at, locale),
    actor: r.actor,
    action: isAuditAction(r.action) ? t(`admin.audit.actions.${r.action}`) : r.action,
    entity: isAuditEntity(r.entity) ? t(`admin.audit.entities.${r.entity}`) : r.entity,
    // Orderings and first saves are not of one record ('all', 'root', or nothing).
    entityId: /^(all|root)?$/.test(r.entityId) ? '' : r.entityId,
    order: r.order && {
      href: `/admin/orders/${r.order.id}${r.entity === 'refund_request' ? `#refund-${r.entityId}` : ''}`,
      number: r.order.number,
      isRecord: r.entity === 'order',
    },
    changes: auditChanges(r.before, r.after).map((c) => ({
      field: c.field,
      label: label(c.field),
      before: value(r.entity, c.field, c.before),
      after: value(r.entity, c.field, c.after),
    })),
    before: show(r.before),
    after: show(r.after),
    reason: r.reason ?? '',
  }));
  const field = (name: keyof typeof filter, type = 'text') => (
    <label className="text-sm font-bold">
      {t(`admin.audit.${name === 'entityId' ? 'entity_id' : name}`)}
      <input name={name} type={type} defaultValue={filter[name] ?? ''} dir="ltr" className={FILTER_CONTROL} />
    </label>
  );
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.audit.title')}</h1>
      <ListFilter t={t} action="/admin/audit">
        <label className="text-sm font-bold">
          {t('admin.audit.entity')}
          <select
            name="entity"
            defaultValue={filter.entity ?? ''}
            className={FILTER_CONTROL}
            data-testid="admin-audit-entity"
          >
            <option value="">{t('admin.audit.all_entities')}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {t(`admin.audit.entities.${entity}`)}
              </option>
            ))}
          </select>
        </label>
        {field('entityId')}
        {field('actor', 'email')}
        {field('from', 'date')}
        {field('to', 'date')}
      </ListFilter>
      {error && (
        <p role="alert" className="mb-4 font-bold text-error" data-testid="admin-audit-error">
          {error}
        </p>
      )}
      <AuditTable rows={rows} />
      <Pagination
        t={t}
        locale={locale}
        basePath="/admin/audit"
        params={filter}
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
      />
    </>
  );
}
