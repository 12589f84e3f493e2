/**
 * For the browser-test runner (scripts/e2e.mjs) only: answers the token it gave the server it
 * started, so it knows the server on its port is its own. Without E2E_INSTANCE_TOKEN: 404.
 */
import { config } from '@/config';

export const dynamic = 'force-dynamic';

export function GET() {
  const token = config().e2eInstanceToken;
  return token ? new Response(token) : new Response(null, { status: 404 });
}
