import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('runs with nothing configured: embedded database, sandbox on without a key', () => {
    const c = readConfig({});
    expect(c.database).toMatchObject({ dataDir: expect.stringMatching(/\.data\/pglite$/) });
    expect(c.publicUrl).toBeUndefined();
    expect(c.jobsEnabled).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.sandbox).toEqual({ key: undefined });
    expect(c.trustedProxies.entries).toEqual([]);
  });

  it('takes the public URL from APP_URL, else NEXTAUTH_URL, else SITE_URL, without a trailing slash', () => {
    const all = { APP_URL: 'https://a.eg/', NEXTAUTH_URL: 'https://b.eg', SITE_URL: 'https://c.eg' };
    expect(readConfig(all).publicUrl).toBe('https://a.eg');
    expect(readConfig({ ...all, APP_URL: '' }).publicUrl).toBe('https://b.eg');
    expect(readConfig({ SITE_URL: 'https://c.eg//' }).publicUrl).toBe('https://c.eg');
  });

  it('reads switches as words', () => {
    expect(readConfig({ JOBS_ENABLED: ' OFF ' }).jobsEnabled).toBe(false);
    expect(readConfig({ JOBS_ENABLED: 'no' }).jobsEnabled).toBe(false);
    expect(readConfig({ JOBS_ENABLED: '1' }).jobsEnabled).toBe(true);
    expect(readConfig({ INSTALMENT_36_ENABLED: 'false' }).instalment36Enabled).toBe(false);
  });

  it('turns the sandbox and demo data off in production, and the sandbox off with a real provider', () => {
    expect(readConfig({ APP_ENV: 'production' })).toMatchObject({ sandbox: null, seedDemo: false });
    expect(readConfig({ APP_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ SMTP_URL: 'smtp://mail:25', SANDBOX_KEY: 'k' }).sandbox).toBeNull();
    expect(readConfig({ SANDBOX_KEY: 'k' }).sandbox).toEqual({ key: 'k' });
  });

  it('hashes passwords at scrypt N=2^17 unless a test run lowers it, never lower in production', () => {
    expect(readConfig({}).passwordScryptN).toBe(2 ** 17);
    expect(readConfig({ PASSWORD_SCRYPT_N: '1024' }).passwordScryptN).toBe(1024);
    expect(readConfig({ APP_ENV: 'production', PASSWORD_SCRYPT_N: '262144' }).passwordScryptN).toBe(2 ** 18);
    for (const bad of ['1000', '512', String(2 ** 21), 'fast'])
      expect(() => readConfig({ PASSWORD_SCRYPT_N: bad })).toThrow(/PASSWORD_SCRYPT_N/);
    expect(readConfig({ APP_ENV: 'production', PASSWORD_SCRYPT_N: '1024' }).passwordScryptN).toBe(2 ** 17);
  });

  it('names every wrong variable at once', () => {
    const bad = {
      DB_POOL_MAX: 'ten',
      DATABASE_URL: 'mysql://x',
      APP_URL: 'shop.example.eg',
      TRUSTED_PROXIES: 'proxy.local',
      JOBS_ENABLED: 'maybe',
    };
    expect(() => readConfig(bad)).toThrow(ConfigError);
    try {
      readConfig(bad);
    } catch (err) {
      for (const name of Object.keys(bad)) expect((err as Error).message).toContain(name);
    }
  });
});
