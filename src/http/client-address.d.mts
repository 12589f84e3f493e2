import type { BlockList } from 'node:net';

export interface TrustedProxies {
  entries: string[];
  list: BlockList;
}

export function normaliseAddress(address: string | undefined | null): string;
export function parseTrustedProxies(value: string | undefined | null): TrustedProxies;
export function clientAddress(
  socketAddress: string | undefined | null,
  forwardedFor: string | undefined | null,
  trusted: TrustedProxies | undefined,
): string;
export function settleForwardedFor(req: import('node:http').IncomingMessage, trusted: TrustedProxies): void;
