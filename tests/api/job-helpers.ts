import type { JobWithMetadata } from 'pg-boss';
import type { DbHandle } from '@/db/client';
import { startJobRunner, type JobRunner } from '@/jobs/runner';

/** Polls until `check` answers something (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const jobOf = (runner: JobRunner, name: string, id: string) =>
  runner.queue.getJobById(name, id) as Promise<JobWithMetadata | null>;

/** Waits until a job has finished, one way or the other, and answers it. */
export const finished = (runner: JobRunner, name: string, id: string) =>
  waitFor(`job ${name} ${id} to finish`, async () => {
    const job = await jobOf(runner, name, id);
    return job && (job.state === 'completed' || job.state === 'failed') ? job : undefined;
  });

/** Runs one job now, as a worker of the app would (a runner that works but schedules nothing). */
export async function runJob(handle: DbHandle, name: string): Promise<JobWithMetadata> {
  const runner = await startJobRunner(handle, { schedule: false, pollingIntervalSeconds: 0.5 });
  try {
    const id = await runner.send(name);
    return await finished(runner, name, id!);
  } finally {
    await runner.stop();
  }
}
