import { reloadConfig } from '@/config';

/** The sandbox key the API tests run with (vitest.config.ts sets SANDBOX_KEY to it). */
export const SANDBOX_KEY = 'api-test-sandbox-key';

/** Runs `fn` with some environment variables changed (undefined: unset), then puts them back. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    reloadConfig();
  };
  apply(vars);
  try {
    return await fn();
  } finally {
    apply(saved);
  }
}
