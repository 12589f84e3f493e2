import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MediaWidth } from '../lib/media-widths';
import type { FileMemory } from './file-memory.mjs';

export interface MediaFilesSettings {
  /** The media directory (config().mediaDir). */
  root: string;
  /** File extension (with its dot, lower case) → content type; no other file is served. */
  types: Record<string, string>;
  /** The width `?w=` asks for: null without one, undefined for one not served (lib/media-widths.ts). */
  width: (value: string | null) => MediaWidth | null | undefined;
  /** The security headers of every answer. */
  headers: Record<string, string>;
}

export function mediaFile(
  url: string | undefined,
  settings: Pick<MediaFilesSettings, 'root' | 'types' | 'width'>,
): { path: string; type: string; original: string; width: MediaWidth | null } | null;

export function createMediaFiles(options: {
  settings: () => MediaFilesSettings | undefined;
  memory: FileMemory;
}): {
  handle(req: IncomingMessage, res: ServerResponse, fallback: () => unknown): Promise<unknown>;
};
