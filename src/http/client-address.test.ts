import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientAddress, parseTrustedProxies, settleForwardedFor } from './client-address.mjs';

const none = parseTrustedProxies('');
const lb = parseTrustedProxies('10.0.0.0/8, 192.168.1.7');

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', none)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, none)).toBe('203.0.113.5');
  });

  it('is the socket peer when that peer is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', lb)).toBe('203.0.113.5');
  });

  it('takes the right-most hop that is not a trusted proxy, so hops a client wrote are never reached', () => {
    // the client sent "X-Forwarded-For: 1.2.3.4"; the balancer appended what it saw
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.9', lb)).toBe('198.51.100.9');
    // two proxies in a row, both trusted
    expect(clientAddress('10.0.0.2', '1.2.3.4, 198.51.100.9, 192.168.1.7', lb)).toBe('198.51.100.9');
  });

  it('is the left-most hop when every hop is a trusted proxy, and the proxy when it forwarded nothing', () => {
    expect(clientAddress('10.0.0.2', '10.1.1.1', lb)).toBe('10.1.1.1');
    expect(clientAddress('10.0.0.2', '', lb)).toBe('10.0.0.2');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses, CIDR ranges and the presets', () => {
    expect(parseTrustedProxies('loopback, private, 2001:db8::/32').entries).toEqual([
      'loopback',
      'private',
      '2001:db8::/32',
    ]);
    expect(clientAddress('::1', '198.51.100.9', parseTrustedProxies('loopback'))).toBe('198.51.100.9');
  });

  it('refuses anything else, naming the entry', () => {
    for (const bad of ['example.com', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1'])
      expect(() => parseTrustedProxies(bad)).toThrow(bad);
  });
});

describe('settleForwardedFor', () => {
  it('leaves one settled X-Forwarded-For, and no X-Real-IP, in the parsed and the raw headers', () => {
    const req = {
      socket: { remoteAddress: '127.0.0.1' },
      headers: { host: 'shop', 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '6.6.6.6' },
      rawHeaders: [
        'Host',
        'shop',
        'X-Forwarded-For',
        '6.6.6.6',
        'x-forwarded-for',
        '203.0.113.7',
        'X-Real-IP',
        '6.6.6.6',
      ],
    } as unknown as IncomingMessage;
    settleForwardedFor(req, parseTrustedProxies('loopback'));
    expect(req.headers).toEqual({ host: 'shop', 'x-forwarded-for': '203.0.113.7' });
    expect(req.rawHeaders).toEqual(['Host', 'shop', 'X-Forwarded-For', '203.0.113.7']);
  });
});
