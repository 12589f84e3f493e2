import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb, setDbHandle, type DbHandle } from '@/db/client';
import { seedDemo } from '@/db/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** The fixed clock of the demo data, so tests can reason about dates. */
export const SEED_NOW = new Date('2026-11-22T10:00:00Z');

const state = globalThis as unknown as { __testDb?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const url = inject('databaseUrl');
  const handle = createDb(url ? { url } : {});
  await handle.migrate();
  await seedDemo(handle.db, { mediaDir: mkdtempSync(path.join(os.tmpdir(), 'aman-media-')), now: SEED_NOW });
  setDbHandle(handle);
  return handle;
}

/** One migrated, seeded database per test run, shared by every API test file. */
export function useTestDb(): Promise<DbHandle> {
  state.__testDb ??= open();
  return state.__testDb;
}
