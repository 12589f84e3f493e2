import type { IncomingMessage, ServerResponse } from 'node:http';

export interface KeptFile {
  body: Buffer;
  /** The body gzip-compressed: text only. */
  gzip: Buffer | null;
  mtimeMs: number;
  size: number;
}

export interface FileMemory {
  get(file: string, type: string, options?: { verify?: boolean }): Promise<KeptFile | null>;
  stats(): { entries: number; bytes: number };
}

export function createFileMemory(options: { maxBytes: number }): FileMemory;
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  entry: KeptFile,
  headers: Record<string, string>,
): void;
export function fileUnder(
  url: string | undefined,
  prefix: string,
  root: string,
  types: Record<string, string>,
): { path: string; type: string; query: URLSearchParams } | null;
