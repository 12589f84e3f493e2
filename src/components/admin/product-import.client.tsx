'use client';

import { parse } from 'csv-parse/browser/esm/sync';
import { useState } from 'react';
import { apiFetch, apiUpload } from '@/lib/api-client';
import { useI18n } from '../layout/i18n-provider.client';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/styles';
import { FormMessage } from './form-message';
import { busyButton } from '../ui/busy-button';

interface BadRow {
  line: number;
  column: string;
  reason: string;
  message: string;
}
interface DryRun {
  rows: number;
  good: number;
  bad: BadRow[];
}

export const IMPORT_BATCH_SIZE = 500;

/**
 * Choose a CSV → dry run on the server (every bad row with its reason) → import the good rows in
 * batches of 500, each one transaction on the server, with a progress bar. A failed batch stops
 * the import; pressing Import again resumes from it (a re-sent batch updates by SKU, never
 * duplicates).
 */
export function ProductImport() {
  const { t, locale } = useI18n();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [dry, setDry] = useState<DryRun | null>(null);
  const [batches, setBatches] = useState<{ rows: Record<string, string>[]; lines: number[] }[]>([]);
  const [sent, setSent] = useState(0);
  const [totals, setTotals] = useState({ created: 0, updated: 0 });
  const [importId, setImportId] = useState('');
  const [finished, setFinished] = useState(false);

  async function check() {
    if (!file) return;
    setBusy(true);
    setMessage(null);
    setDry(null);
    setFinished(false);
    const form = new FormData();
    form.set('file', file);
    const answer = await apiUpload<DryRun>('/rest/V1/admin/catalog/import/dry-run', form, { locale });
    setBusy(false);
    if (!answer.ok || !answer.data) {
      setMessage(answer.message ?? t('errors.internal'));
      return;
    }
    const records = parse(await file.text(), {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      // A line that does not line up with the header is one of the dry run's bad rows, left out below.
      relax_column_count: true,
    }) as Record<string, string>[];
    const badLines = new Set(answer.data.bad.map((b) => b.line));
    const good = records.map((row, i) => ({ row, line: i + 2 })).filter((r) => !badLines.has(r.line));
    const chunks = [];
    for (let i = 0; i < good.length; i += IMPORT_BATCH_SIZE) {
      const part = good.slice(i, i + IMPORT_BATCH_SIZE);
      chunks.push({ rows: part.map((p) => p.row), lines: part.map((p) => p.line) });
    }
    setBatches(chunks);
    setSent(0);
    setTotals({ created: 0, updated: 0 });
    setImportId(crypto.randomUUID());
    setDry(answer.data);
  }

  async function runImport() {
    setBusy(true);
    setMessage(null);
    let done = sent;
    let sum = totals;
    while (done < batches.length) {
      const batch = batches[done]!;
      const answer = await apiFetch<{ created: number; updated: number }>(
        '/rest/V1/admin/catalog/import/batch',
        {
          method: 'POST',
          locale,
          body: { import_id: importId, first_line: batch.lines[0], lines: batch.lines, rows: batch.rows },
        },
      );
      if (!answer.ok || !answer.data) {
        setMessage(`${answer.message ?? t('errors.internal')} ${t('admin_catalog_import.failed')}`);
        setBusy(false);
        return;
      }
      sum = { created: sum.created + answer.data.created, updated: sum.updated + answer.data.updated };
      done++;
      setSent(done);
      setTotals(sum);
    }
    setBusy(false);
    setFinished(true);
  }

  const rowsSent = batches.slice(0, sent).reduce((n, b) => n + b.rows.length, 0);
  const percent = dry && dry.good ? Math.round((rowsSent / dry.good) * 100) : 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">{t('admin_catalog_import.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label className="text-sm font-bold">
          {t('admin_catalog_import.file')}
          <input
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            data-testid="admin-import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setDry(null);
              setFinished(false);
            }}
          />
        </label>
        <button
          type="submit"
          disabled={!file}
          {...busyButton(busy)}
          className={SECONDARY_BUTTON}
          data-testid="admin-import-check"
        >
          {busy && !dry ? t('admin_catalog_import.checking') : t('admin_catalog_import.check')}
        </button>
      </form>
      <FormMessage message={message} />
      {dry && (
        <section className="space-y-3" data-testid="admin-import-dry-run">
          <p className="font-bold" data-testid="admin-import-summary">
            {t('admin_catalog_import.summary', { good: dry.good, count: dry.rows })}
          </p>
          {dry.bad.length > 0 && (
            <>
              <h2 className="text-lg font-bold">{t('admin_catalog_import.bad_title')}</h2>
              <table className="w-full text-start text-sm" data-testid="admin-import-bad-rows">
                <thead>
                  <tr>
                    <th className="pe-3 text-start">{t('admin_catalog_import.line')}</th>
                    <th className="pe-3 text-start">{t('admin_catalog_import.column')}</th>
                    <th className="text-start">{t('admin_catalog_import.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {dry.bad.map((b) => (
                    <tr key={`${b.line}-${b.column}`} className="border-t border-neutral-200">
                      <td className="pe-3">{b.line}</td>
                      <td className="pe-3">
                        <span dir="ltr">{b.column}</span>
                      </td>
                      <td>{b.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {dry.good > 0 && (
            <>
              <div
                role="progressbar"
                aria-label={t('admin_catalog_import.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-3 w-full overflow-hidden rounded bg-neutral-200"
                data-testid="admin-import-progress"
              >
                <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
              </div>
              {finished ? (
                <p role="status" className="font-bold text-success" data-testid="admin-import-done">
                  {t('admin_catalog_import.done', totals)}
                </p>
              ) : (
                <button
                  type="button"
                  {...busyButton(busy)}
                  onClick={() => void runImport()}
                  className={PRIMARY_BUTTON}
                  data-testid="admin-import-run"
                >
                  {busy
                    ? t('admin_catalog_import.importing')
                    : t('admin_catalog_import.import', { count: dry.good })}
                </button>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
