import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PageOutputCacheSettings {
  /** The versions of the tags the page at this path depends on, as one string (read from PostgreSQL). */
  versions: (pathname: string) => Promise<string>;
  maxBytes: number;
  maxAgeMs: number;
}

export interface PageOutputCacheOptions {
  settings: () => PageOutputCacheSettings | undefined;
  isCacheablePath: (pathname: string) => boolean;
  /** What else of the request the page depends on (part of the key). */
  variant?: (req: IncomingMessage) => string;
  now?: () => number;
  /** How long a request waits for the same page's render in flight before rendering its own (2 s). */
  waitForRenderMs?: number;
}

export interface PageOutputCache {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    render: () => Promise<unknown> | unknown,
  ): Promise<unknown>;
  stats(): { entries: number; bytes: number };
}

export function homeAndCatalogPaths(
  routes: string[],
  publicEntries?: string[],
): (pathname: string) => boolean;
export function requestKey(
  req: IncomingMessage,
  isCacheablePath: (pathname: string) => boolean,
): string | null;
export function acceptsGzip(header: string | undefined): boolean;
export function crc32Combine(crc1: number, crc2: number, length2: number): number;
export function createPageOutputCache(options: PageOutputCacheOptions): PageOutputCache;
