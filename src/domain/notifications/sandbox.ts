/**
 * The sandbox outbox page is for development and tests. `next start` always runs with
 * NODE_ENV=production, so the deployment says it is live with APP_ENV=production instead.
 */
export function isOutboxPageEnabled(): boolean {
  return process.env.APP_ENV !== 'production';
}
