import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@/db/client';
import { seedDemo } from '@/db/seed/demo';
import { databaseUrl, onServer, SEED_NOW } from './test-db';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), the run migrates and seeds one template database
 * here; each test worker clones it (CREATE DATABASE … TEMPLATE, tests/api/test-db.ts) instead of
 * seeding its own. Every database of the run has the run's prefix and is dropped at the end.
 * Without it, each worker seeds an in-memory PGlite (tests/api/test-db.ts).
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    provide('serverUrl', '');
    provide('templateDatabase', '');
    return;
  }
  const prefix = `aman_test_${process.pid}_${Date.now()}`;
  const template = `${prefix}_template`;
  const media = mkdtempSync(path.join(os.tmpdir(), 'aman-media-'));
  const teardown = async () => {
    rmSync(media, { recursive: true, force: true });
    await onServer(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
  };
  try {
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${template}`));
    // Closed before any clone: PostgreSQL copies a template only while nobody is connected to it.
    const handle = createDb({ url: databaseUrl(serverUrl, template) });
    try {
      await handle.migrate();
      await seedDemo(handle.db, { mediaDir: media, now: SEED_NOW });
    } finally {
      await handle.close();
    }
  } catch (err) {
    await teardown();
    throw err;
  }
  provide('serverUrl', serverUrl);
  provide('templateDatabase', template);
  return teardown;
}
