/**
 * The security headers of every answer (set by src/proxy.ts). Scripts run only with this request's
 * nonce ('strict-dynamic' lets Next.js's own scripts load their chunks); nothing may frame the
 * store (the hosted payment page and the account pages included); HSTS only when the store is
 * served over https.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export interface SecurityOptions {
  nonce: string;
  https: boolean;
  /** `next dev` needs eval (React's debugging) and a websocket for hot reload. */
  development: boolean;
  /** Other origins a form may post to or redirect through (an OpenID Connect provider). */
  formTargets?: string[];
}

export function contentSecurityPolicy({
  nonce,
  https,
  development,
  formTargets = [],
}: SecurityOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Style attributes (React's style={…}, Radix positioning) cannot carry a nonce; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS,
    ...(options.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** JSON and files of the APIs: nothing in them may run or be framed, and nothing is sniffed. */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
