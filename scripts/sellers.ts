// `npm run sellers -- …`: staff decisions on seller applications until the back office exists,
// through the same domain functions it will call (each decision is recorded: who, when, why).
//   npm run sellers -- list [--status pending]
//   npm run sellers -- decide <id> approve | reject --reason "…" | info --reason "…"
// --by <name> names the decider (default: the system user). With embedded PGlite, stop the server
// first (one process per data directory).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createDb, defaultDbOptions } from '../src/db/client';
import type { SellerApplicationStatus } from '../src/db/schema';
import { listSellerApplications } from '../src/domain/sellers/decisions';
import { decideSellerApplicationAs } from '../src/domain/sellers/staff-review';
import { AppError } from '../src/domain/shared/errors';
import { getT } from '../src/i18n/translate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { status: { type: 'string' }, reason: { type: 'string' }, by: { type: 'string' } },
});
const [command, idText, decision] = positionals;

const handle = createDb(defaultDbOptions());
const ctx = { db: handle.db, locale: 'en' as const };
try {
  await handle.migrate();
  if (command === 'list') {
    const rows = await listSellerApplications(ctx, values.status as SellerApplicationStatus | undefined);
    for (const a of rows)
      console.log(
        `#${a.id}  ${a.reference}  ${a.status.padEnd(12)} ${a.answers.store_name ?? '-'} / ${a.answers.company_name ?? '-'} (${a.phone})  submitted ${a.submittedAt?.toISOString() ?? '-'}${a.decisionReason ? `  reason: ${a.decisionReason}` : ''}`,
      );
    if (rows.length === 0) console.log('No applications.');
  } else if (command === 'decide' && /^\d+$/.test(idText ?? '')) {
    const by = values.by ?? os.userInfo().username;
    const application = await decideSellerApplicationAs(ctx, { cli: by }, Number(idText), {
      decision,
      reason: values.reason,
    });
    console.log(
      `#${application.id} is now ${application.status} (by ${by})${application.sellerId ? `; seller #${application.sellerId} created` : ''}`,
    );
  } else {
    console.log(
      'usage: npm run sellers -- list [--status s] | decide <id> approve | reject --reason r | info --reason r',
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
