// `npm run staff -- create <email> --role <role> [--name "…"] [--password "…"] [--seller <id>]`
// makes a back-office account (the first admin of a new store). Without --password a strong one is
// made and printed once. The account sets up its authenticator app at its first sign-in at /admin.
// With embedded PGlite, stop the server first (one process per data directory).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createDb, defaultDbOptions } from '../src/db/client';
import { createStaff } from '../src/domain/staff/accounts';
import { STAFF_ROLES } from '../src/domain/staff/roles';
import { AppError } from '../src/domain/shared/errors';
import { getT } from '../src/i18n/translate';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    seller: { type: 'string' },
  },
});
const [command, email] = positionals;

if (command !== 'create' || !email || !values.role) {
  console.log(
    `usage: npm run staff -- create <email> --role ${STAFF_ROLES.join('|')} [--name n] [--password p] [--seller id]`,
  );
  process.exit(2);
}

const handle = createDb(defaultDbOptions());
const generated = values.password ? null : randomBytes(18).toString('base64url');
try {
  await handle.migrate();
  const row = await createStaff(
    { db: handle.db, locale: 'en' },
    {
      email,
      role: values.role,
      name: values.name ?? email.split('@')[0],
      password: values.password ?? generated,
      sellerId: values.seller ? Number(values.seller) : undefined,
    },
  );
  console.log(`staff #${row.id} ${row.email} (${row.role}) created`);
  if (generated) console.log(`password (shown once): ${generated}`);
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  const t = getT('en');
  const fields = Object.entries(err.fieldErrors).map(([f, key]) => `  ${f}: ${t(`errors.${key}`)}`);
  console.error([t(`errors.${err.messageKey}`, err.params), ...fields].join('\n'));
  process.exitCode = 1;
} finally {
  await handle.close();
}
