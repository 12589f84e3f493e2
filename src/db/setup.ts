import { mkdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { config } from '@/config';
import { createDb, defaultDbOptions } from './client';
import { mediaRoot } from './media';
import { indexMissingProducts } from '@/domain/search';
import { insertAttributeDefinitions } from './seed/attribute-definitions';
import { attributeDefinitions, products } from './schema';
import { seedDemo } from './seed/demo';
import { seedDemoStaff } from './seed/staff';

/**
 * Run before the server starts: applies committed migrations, then loads the demo data on the
 * first run only (an empty catalog), and never in production unless SEED_DEMO=1 asks for it.
 * `--migrate-only` (npm run db:migrate) is the deployment step: migrations and nothing else.
 * Works the same on PGlite (.data/) and on DATABASE_URL.
 */
const migrateOnly = process.argv.includes('--migrate-only');
const seedAllowed = config().seedDemo;

async function main() {
  const options = defaultDbOptions();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const handle = createDb(options);
  try {
    await handle.migrate();
    if (migrateOnly) {
      console.log(`[setup] ${handle.kind} database migrated`);
      return;
    }
    const [row] = await handle.db.select({ n: count() }).from(products);
    if ((row?.n ?? 0) === 0 && !seedAllowed) {
      console.log('[setup] empty catalog; demo data is not loaded in production (SEED_DEMO=1 to load it)');
    } else if ((row?.n ?? 0) === 0) {
      const started = Date.now();
      const result = await seedDemo(handle.db, { mediaDir: mediaRoot() });
      console.log(
        `[setup] demo data loaded: ${result.categories} categories, ${result.products} products in ${Date.now() - started} ms`,
      );
    } else {
      // A catalog loaded before search existed gets its attribute labels and search documents now
      // (documents built by other rules are rebuilt once the server runs: src/jobs/process.ts).
      const [attrs] = await handle.db.select({ n: count() }).from(attributeDefinitions);
      if ((attrs?.n ?? 0) === 0) await insertAttributeDefinitions(handle.db);
      const indexed = await indexMissingProducts(handle.db);
      console.log(
        `[setup] ${handle.kind} database ready (${row?.n} products${indexed ? `, ${indexed} newly indexed` : ''})`,
      );
    }
    if (seedAllowed && !config().production) {
      const made = await seedDemoStaff(handle.db);
      if (made) console.log(`[setup] ${made} demo staff accounts (see the README)`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error('[setup] failed:', err);
  process.exit(1);
});
