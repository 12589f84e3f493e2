import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FileMemory } from './file-memory.mjs';

export function nextStaticFile(req: IncomingMessage, dir: string): { path: string; type: string } | null;

export function createNextStatic(options: { dir: string; memory: FileMemory }): {
  handle(req: IncomingMessage, res: ServerResponse, fallback: () => unknown): Promise<unknown>;
};
