// `npm run credit -- …`: decisions on credit-limit applications from a shell (besides the back office),
// through the same domain function the back office calls: checked alike, each one in its audit log
// (who, when, what, why).
//   npm run credit -- list [--status submitted]
//   npm run credit -- show <id>
//   npm run credit -- decide <id> review | accept --limit 30000 [--reason "…" above the suggestion] | reject --reason "…"
//                              | request-docs id_front,income | hold [--reason "…"] | release
//   npm run credit -- advance-days <N> [--phone 01xxxxxxxxx]   (sandbox: the card's clock moves N days on)
// --by <name> names the decider (default: the system user). With embedded PGlite, stop the server
// first (one process per data directory).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createDb, defaultDbOptions } from '../src/db/client';
import type { ApplicationStatus } from '../src/db/schema';
import { auditOf, listApplications } from '../src/domain/credit/decisions';
import { decideCreditAs } from '../src/domain/credit/staff-review';
import { advanceCardDays } from '../src/domain/credit/card-clock';
import { AppError } from '../src/domain/shared/errors';
import { getT } from '../src/i18n/translate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    reason: { type: 'string' },
    by: { type: 'string' },
    phone: { type: 'string' },
  },
});
const [command, idText, action, extra] = positionals;
const egp = (piastres: number | null) =>
  piastres === null ? '-' : `${(piastres / 100).toLocaleString('en')} EGP`;

/** The decision as the back office's form sends it (the limit in pounds), checked by the same rules. */
function decisionOf(): Record<string, unknown> {
  switch (action) {
    case 'review':
    case 'release':
      return { action };
    case 'accept':
      return { action: 'accept', limit: values.limit, reason: values.reason };
    case 'reject':
      return { action: 'reject', reason: values.reason ?? '' };
    case 'request-docs':
      return { action: 'request_documents', documents: (extra ?? '').split(',').filter(Boolean) };
    case 'hold':
      return { action: 'hold', reason: values.reason };
    default:
      throw new Error(`unknown decision "${action}": review, accept, reject, request-docs, hold or release`);
  }
}

const handle = createDb(defaultDbOptions());
const ctx = { db: handle.db, locale: 'en' as const };
try {
  await handle.migrate();
  if (command === 'list') {
    const rows = await listApplications(ctx, values.status as ApplicationStatus | undefined);
    for (const { application: a, customer } of rows)
      console.log(
        `#${a.id}  ${a.status.padEnd(16)} ${customer.name} (${customer.phone ?? '-'})  salary ${egp(a.salary)}  suggested ${egp(a.suggestedLimit)}  submitted ${a.submittedAt?.toISOString() ?? '-'}`,
      );
    if (rows.length === 0) console.log('No applications waiting.');
  } else if (command === 'advance-days') {
    const moved = await advanceCardDays(ctx, Number(idText), values.phone);
    console.log(`${moved} instalments are now ${idText} days closer to their due day.`);
  } else if ((command === 'show' || command === 'decide') && !/^\d+$/.test(idText ?? '')) {
    console.error(`"${idText ?? ''}" is not an application number: see npm run credit -- list`);
    process.exitCode = 2;
  } else if (command === 'show' || command === 'decide') {
    const id = Number(idText);
    if (command === 'decide') {
      const by = values.by ?? os.userInfo().username;
      // Through the back office's own function: checked alike, and kept in its audit log.
      const { application } = await decideCreditAs(ctx, { cli: by }, id, decisionOf());
      console.log(`#${id} is now ${application.status} (by ${by})`);
    }
    for (const e of await auditOf(ctx, id))
      console.log(
        `${e.createdAt.toISOString()}  ${e.status.padEnd(16)} ${e.actor}${e.note ? `: ${e.note}` : ''}`,
      );
  } else {
    console.log(
      'usage: npm run credit -- list [--status s] | show <id> | decide <id> <decision> [options] | advance-days <N> [--phone p]',
    );
    process.exitCode = 2;
  }
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(getT('en')(`errors.${err.messageKey}`, err.params));
  process.exitCode = 1;
} finally {
  await handle.close();
}
