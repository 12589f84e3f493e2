import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, setDbHandle, type DbHandle } from '@/db/client';
import { seedDemo } from '@/db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL, or '' for PGlite. */
    serverUrl: string;
    /** The seeded database on that server each worker clones (tests/api/global-setup.ts). */
    templateDatabase: string;
  }
}

/**
 * The demo data's clock: the run's own time, as `npm start` and the browser tests seed. The store
 * reads the real clock, so the seed's windows (the scheduled blog post, the header countdown, the
 * promotions, the coupons) must be placed around it: a fixed date here let the calendar overtake
 * them (on 2026-12-02 the post "scheduled" ten days after 2026-11-22 was published).
 */
export const SEED_NOW = new Date();

/** Runs `work` on the server's maintenance connection (CREATE and DROP DATABASE). */
export async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const state = globalThis as unknown as { __testDb?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const [serverUrl, template] = [inject('serverUrl'), inject('templateDatabase')];
  let handle: DbHandle;
  if (template) {
    // A copy of the run's seeded template, named after it (dropped with it at the end of the run).
    const name = `${template.replace(/_template$/, '')}_${process.pid}`;
    await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    handle = createDb({ url: databaseUrl(serverUrl, name) });
  } else {
    handle = createDb({});
    await handle.migrate();
    await seedDemo(handle.db, {
      mediaDir: mkdtempSync(path.join(os.tmpdir(), 'aman-media-')),
      now: SEED_NOW,
    });
  }
  setDbHandle(handle);
  return handle;
}

/** One migrated, seeded database per test worker, shared by the API test files it runs. */
export function useTestDb(): Promise<DbHandle> {
  state.__testDb ??= open();
  return state.__testDb;
}
