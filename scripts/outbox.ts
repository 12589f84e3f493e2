// `npm run outbox`: prints the newest messages of the sandbox outbox. With embedded PGlite, stop
// the server first (one process per data directory) or open /dev/outbox in the browser instead.
import { createDb, defaultDbOptions } from '../src/db/client';
import { listOutbox } from '../src/domain/notifications/outbox';

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
