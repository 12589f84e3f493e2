// The caller's address, for per-address limits. Plain JavaScript so that the Node.js server in
// front of Next.js (scripts/server.mjs) and the TypeScript code share one rule.
import { BlockList, isIP } from 'node:net';

const PRESETS = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** "::ffff:10.0.0.1" (an IPv4 client on an IPv6 socket) → "10.0.0.1"; anything else unchanged. */
export function normaliseAddress(address) {
  const a = String(address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped ? mapped[1] : a;
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front of the server, separated by
 * commas ("10.0.0.0/8, 192.168.1.7"), or the presets "loopback" and "private". Empty: none.
 * Throws on an entry that is neither.
 */
export function parseTrustedProxies(value) {
  const list = new BlockList();
  const entries = [];
  for (const raw of String(value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    for (const item of PRESETS[entry.toLowerCase()] ?? [entry]) {
      const [address, bits, extra] = item.split('/');
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (
        !family ||
        extra !== undefined ||
        !Number.isInteger(prefix) ||
        prefix < 0 ||
        prefix > (family === 6 ? 128 : 32)
      )
        throw new Error(
          `TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range, "loopback" or "private"`,
        );
      list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
    entries.push(entry);
  }
  return { entries, list };
}

function isTrusted(trusted, address) {
  const family = isIP(address);
  return family !== 0 && trusted.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * X-Forwarded-For hops are read from the right, each trusted proxy vouching for the hop before it,
 * and the first hop that is not a trusted proxy is the client. Hops a client wrote itself sit to the
 * left of the first untrusted one and are never reached.
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  let address = normaliseAddress(socketAddress);
  if (!trusted || trusted.entries.length === 0 || !isTrusted(trusted, address)) return address;
  const hops = String(forwardedFor ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    address = hops[i];
    if (!isTrusted(trusted, address)) return address;
  }
  return address;
}

/**
 * For a Node.js request before the app sees it: X-Forwarded-For becomes the one client address
 * worked out above, so everything downstream (Next.js, the REST API, next-auth) reads the same
 * value and no forged hop gets past the server.
 */
export function settleForwardedFor(req, trusted) {
  const header = req.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(header) ? header.join(',') : header;
  const address = clientAddress(req.socket?.remoteAddress, forwardedFor, trusted);
  req.headers['x-forwarded-for'] = address;
  delete req.headers['x-real-ip'];
  // The raw list too: @hono/node-server builds a full Request from it as soon as the body stream is
  // touched (a body limit counting a chunked upload), and the forged values must not come back.
  if (Array.isArray(req.rawHeaders)) {
    const raw = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i].toLowerCase();
      if (name !== 'x-forwarded-for' && name !== 'x-real-ip')
        raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
    }
    raw.push('X-Forwarded-For', address);
    req.rawHeaders = raw;
  }
}
