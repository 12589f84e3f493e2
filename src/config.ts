import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './http/client-address.mjs';

/**
 * Every setting the server reads from its environment, checked once. A wrong value stops the
 * process at start with every problem named, instead of failing on the first request that needs it.
 * The table of variables is in the README; nothing else in src/ reads process.env (Next.js's own
 * NEXT_RUNTIME in src/instrumentation.ts aside).
 */

const text = z.string().trim().min(1).optional().catch(undefined);
const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .refine((n) => n > 0, 'expected a number above 0')
    .optional()
    .transform((n) => n ?? fallback);
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (!v) return fallback;
      if (['1', 'true', 'on', 'yes'].includes(v)) return true;
      if (['0', 'false', 'off', 'no'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true or false' });
      return z.NEVER;
    });
const httpUrl = z
  .string()
  .trim()
  .url('expected an http(s) URL')
  .refine((u) => /^https?:\/\//.test(u), 'expected an http(s) URL')
  .transform((u) => u.replace(/\/+$/, ''))
  .optional()
  .or(z.literal('').transform(() => undefined));

/** scrypt's cost for new password hashes: OWASP's N=2^17 unless a test run lowers it. */
const OWASP_SCRYPT_N = 2 ** 17;
const MIN_SCRYPT_N = 2 ** 10;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().catch(undefined),
  APP_ENV: z.enum(['development', 'test', 'staging', 'production']).optional(),
  APP_URL: httpUrl,
  NEXTAUTH_URL: httpUrl,
  SITE_URL: httpUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: text,
  DB_POOL_MAX: positiveInt(10),
  MEDIA_DIR: text,
  PRIVATE_FILES_DIR: text,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  API_PORT: positiveInt(3001),
  AUTH_SECRET: text,
  NEXTAUTH_SECRET: text,
  PAYMENT_GATEWAY_SECRET: text,
  OIDC_ISSUER: httpUrl,
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  OIDC_NAME: text,
  OTP_MAX_PER_IP_PER_HOUR: positiveInt(20),
  LOOKUP_MAX_PER_IP: positiveInt(30),
  SEARCH_MEMORY_INDEX: flag(true),
  SEARCH_CACHE_MS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number of milliseconds')
    .transform(Number)
    .optional()
    .transform((n) => n ?? 10_000),
  PAGE_CACHE_MS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number of milliseconds')
    .transform(Number)
    .optional()
    .transform((n) => n ?? 10_000),
  PAGE_CACHE_MB: z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number of megabytes')
    .transform(Number)
    .optional()
    .transform((n) => n ?? 64),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: text,
  INSTALMENT_36_ENABLED: flag(true),
  JOBS_ENABLED: flag(true),
  SEED_DEMO: flag(false),
  PAYMENT_SANDBOX: flag(false),
  SEED_IMAGE_CACHE: text,
  SEED_CONCURRENCY: positiveInt(3),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return parseTrustedProxies(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  SANDBOX_KEY: text,
  E2E_INSTANCE_TOKEN: text,
  PASSWORD_SCRYPT_N: positiveInt(OWASP_SCRYPT_N).refine(
    (n) => n >= MIN_SCRYPT_N && n <= 2 ** 20 && (n & (n - 1)) === 0,
    `expected a power of two from ${MIN_SCRYPT_N} to ${2 ** 20}`,
  ),
});

type Env = z.infer<typeof schema>;

function derive(env: Env) {
  const production = env.APP_ENV === 'production';
  const publicUrl = env.APP_URL ?? env.NEXTAUTH_URL ?? env.SITE_URL;
  const authSecret = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
  return {
    /** `next start` always runs with NODE_ENV=production; a live deployment says APP_ENV=production. */
    production,
    /** NODE_ENV=production: secrets must be configured, development fallbacks are refused. */
    nodeProduction: env.NODE_ENV === 'production',
    testing: env.NODE_ENV === 'test',
    /** The address shoppers use, without a trailing slash: APP_URL, else NEXTAUTH_URL, else SITE_URL. */
    publicUrl,
    database: env.DATABASE_URL
      ? ({ url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX } as const)
      : ({ dataDir: env.PGLITE_DIR ?? path.join(process.cwd(), '.data/pglite') } as const),
    mediaDir: path.resolve(
      /*turbopackIgnore: true*/ env.MEDIA_DIR ?? path.join(process.cwd(), '.data/media'),
    ),
    /** Files never served as they are (ID scans): outside the public media folder. */
    privateDir: path.resolve(
      /*turbopackIgnore: true*/ env.PRIVATE_FILES_DIR ?? path.join(process.cwd(), '.data/private'),
    ),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    apiPort: env.API_PORT,
    authSecret,
    gatewaySecret: env.PAYMENT_GATEWAY_SECRET ?? authSecret,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME ?? 'SSO',
          }
        : null,
    otpMaxPerIpPerHour: env.OTP_MAX_PER_IP_PER_HOUR,
    /** Answers that tell whether an account exists, per client address and 15 minutes. */
    lookupMaxPerIp: env.LOOKUP_MAX_PER_IP,
    searchCacheMs: env.SEARCH_CACHE_MS,
    /** Match and rank search text in each instance's memory (src/domain/search/memory), not in PostgreSQL. */
    searchMemoryIndex: env.SEARCH_MEMORY_INDEX,
    /**
     * Rendered pages of anonymous shoppers kept by scripts/server.mjs (src/http/page-output-cache.mjs):
     * how long at most (what no write announces), and in how much memory; 0 turns it off.
     */
    pageCache: { maxAgeMs: env.PAGE_CACHE_MS, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 },
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Aman Stores <no-reply@aman.test>' }
      : null,
    instalment36Enabled: env.INSTALMENT_36_ENABLED,
    jobsEnabled: env.JOBS_ENABLED,
    seedDemo: !production || env.SEED_DEMO,
    seedConcurrency: env.SEED_CONCURRENCY,
    /**
     * Where the demo seed keeps the pictures it rendered, to copy them on the next seed
     * (src/db/seed/images.ts); null ("off") renders every time.
     */
    seedImageCache:
      env.SEED_IMAGE_CACHE === 'off'
        ? null
        : path.resolve(
            /*turbopackIgnore: true*/ env.SEED_IMAGE_CACHE ??
              path.join(process.cwd(), 'node_modules', '.cache', 'aman-seed-images'),
          ),
    trustedProxies: env.TRUSTED_PROXIES,
    /**
     * The sandbox outbox and courier: only while every message stays in the outbox (no real
     * provider) and never in production; reachable only with SANDBOX_KEY (see src/domain/notifications/sandbox.ts).
     */
    sandbox: !production && !env.SMTP_URL ? { key: env.SANDBOX_KEY } : null,
    /**
     * The built-in sandbox payment gateway, the only one so far: its test cards pay any order. Off
     * with APP_ENV=production unless PAYMENT_SANDBOX=1 says so (a rehearsal): a live store without a
     * real gateway takes no card or wallet payments rather than fake ones.
     */
    paymentSandbox: !production || env.PAYMENT_SANDBOX,
    /**
     * scrypt's N for new password hashes (src/domain/auth/passwords.ts). Test runs lower it, as each
     * hash at 2^17 is 128 MB and 0.3–0.7 s of CPU; with APP_ENV=production it is never below 2^17.
     * Every stored hash names its own N, so sign-in works whatever N it was made with.
     */
    passwordScryptN: production ? Math.max(env.PASSWORD_SCRYPT_N, OWASP_SCRYPT_N) : env.PASSWORD_SCRYPT_N,
    /** Set by the browser-test runner so it can tell its own server from anything else on the port. */
    e2eInstanceToken: production ? undefined : env.E2E_INSTANCE_TOKEN,
  };
}

export type Config = ReturnType<typeof derive>;

export class ConfigError extends Error {}

/** Checks an environment; throws one ConfigError naming every wrong variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return derive(parsed.data);
}

const state = globalThis as unknown as { __appConfig?: Config };

/** The process's configuration, read from process.env on first use. */
export function config(): Config {
  state.__appConfig ??= readConfig();
  return state.__appConfig;
}

/** Tests that change process.env call this so that the next config() reads it again. */
export function reloadConfig(): Config {
  state.__appConfig = undefined;
  return config();
}
