import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const base = { nonce: 'abc123', https: false, development: false };

describe('security headers', () => {
  it('let scripts run only with the nonce, and nothing frame the store', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("form-action 'self'");
  });

  it('add HSTS and upgrade requests only over https', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBeUndefined();
    const https = securityHeaders({ ...base, https: true });
    expect(https['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('let forms go to a configured sign-in provider, and development use eval and hot reload', () => {
    const csp = contentSecurityPolicy({
      ...base,
      development: true,
      formTargets: ['https://sso.example.eg'],
    });
    expect(csp).toContain("form-action 'self' https://sso.example.eg");
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
  });
});
