import { PgBoss } from 'pg-boss';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '@/domain/shared/ctx';
import { expireUnpaidOrders, SWEEP_BATCH } from '@/domain/payments/sessions';
import { expireUnpaidOrdersJob, jobDefinitions } from './definitions';

vi.mock('@/domain/payments/sessions', () => ({ SWEEP_BATCH: 100, expireUnpaidOrders: vi.fn() }));

// previewSchedule reads the expression the way the cron pass will; no database is needed for it.
const queue = new PgBoss({ db: { executeSql: async () => ({ rows: [] }) } });
const ctx = {} as Ctx;

describe('job definitions', () => {
  it('sweeps unpaid orders at the start of every minute (UTC)', () => {
    const next = queue.previewSchedule(expireUnpaidOrdersJob.cron!, {
      from: new Date('2026-11-22T10:00:30Z'),
      count: 3,
    });
    expect(next.map((d) => d.toISOString())).toEqual([
      '2026-11-22T10:01:00.000Z',
      '2026-11-22T10:02:00.000Z',
      '2026-11-22T10:03:00.000Z',
    ]);
  });

  it('gives every job a unique queue name, a valid schedule, retries and a time limit', () => {
    const names = jobDefinitions.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    for (const job of jobDefinitions) {
      expect(job.name).toMatch(/^[\w.-]+$/);
      if (job.cron) expect(() => queue.previewSchedule(job.cron!, { count: 1 })).not.toThrow();
      expect(job.retry.limit).toBeGreaterThanOrEqual(1);
      expect(job.retry.delaySeconds).toBeGreaterThan(0);
      // A run cut short by a dead instance is retried, but not while it may still be running.
      expect(job.expireInSeconds).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('the unpaid-order sweep', () => {
  const sweep = vi.mocked(expireUnpaidOrders);
  beforeEach(() => sweep.mockReset());

  it('drains a backlog larger than one batch in one run', async () => {
    sweep.mockResolvedValueOnce(SWEEP_BATCH).mockResolvedValueOnce(SWEEP_BATCH).mockResolvedValueOnce(7);
    expect(await expireUnpaidOrdersJob.run(ctx, null)).toEqual({ expired: 2 * SWEEP_BATCH + 7 });
    expect(sweep).toHaveBeenCalledTimes(3);
  });

  it('stops after one short batch', async () => {
    sweep.mockResolvedValueOnce(0);
    expect(await expireUnpaidOrdersJob.run(ctx, null)).toEqual({ expired: 0 });
    expect(sweep).toHaveBeenCalledTimes(1);
  });
});
