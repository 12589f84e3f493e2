import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FileMemory } from './file-memory.mjs';

export interface MediaFilesSettings {
  /** The media directory (config().mediaDir). */
  root: string;
  /** File extension (with its dot, lower case) → content type; no other file is served. */
  types: Record<string, string>;
  /** The widths `?w=` may ask for. */
  widths: readonly number[];
  /** The security headers of every answer. */
  headers: Record<string, string>;
}

export function mediaFile(
  url: string | undefined,
  settings: Pick<MediaFilesSettings, 'root' | 'types' | 'widths'>,
): { path: string; type: string } | null;

export function createMediaFiles(options: {
  settings: () => MediaFilesSettings | undefined;
  memory: FileMemory;
}): {
  handle(req: IncomingMessage, res: ServerResponse, fallback: () => unknown): Promise<unknown>;
};
