import { createDb, type DbHandle } from '@/db/client';

/**
 * The browser tests' own way into the server's database (staff, cards, decisions: what the back
 * office would do), opened on first use. `close` forgets the pool: a worker keeps the helper
 * modules from one test file to the next (vitest.config.ts), and the next file opens its own.
 */
export function testDb() {
  let handle: DbHandle | undefined;
  return {
    db: () => (handle ??= createDb({ url: process.env.DATABASE_URL, poolMax: 2 })).db,
    close: async () => {
      await handle?.close();
      handle = undefined;
    },
  };
}
