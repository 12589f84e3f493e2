/**
 * JOBS_ENABLED: background jobs run in every app process unless it is set to 0, false, off or no
 * (the API tests, for example, start runners of their own and drive them directly).
 */
export function jobsEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.JOBS_ENABLED?.trim().toLowerCase();
  return !value || !['0', 'false', 'off', 'no'].includes(value);
}
