// `npm run outbox`: prints the secret link to the sandbox outbox page and the newest messages. With
// embedded PGlite, stop the server first (one process per data directory) or open the link instead.
import { createDb, defaultDbOptions } from '../src/db/client';
import { listOutbox } from '../src/domain/notifications/outbox';
import { sandboxKey, sandboxOn } from './auth-env.mjs';

if (sandboxOn()) {
  const origin = (process.env.APP_URL || process.env.NEXTAUTH_URL || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  console.log(`Outbox page: ${origin}/dev/outbox?key=${sandboxKey()}\n`);
} else console.log('The sandbox is off (APP_ENV=production or a real provider is configured).\n');

const handle = createDb(defaultDbOptions());
try {
  await handle.migrate();
  const messages = await listOutbox(handle.db, Number(process.argv[2] ?? 20));
  for (const m of messages.reverse()) {
    console.log(
      `${m.createdAt.toISOString()}  ${m.channel.padEnd(5)}  ${m.recipient}\n  ${m.subject ? `${m.subject}\n  ` : ''}${m.body}\n`,
    );
  }
  if (messages.length === 0) console.log('The outbox is empty.');
} finally {
  await handle.close();
}
