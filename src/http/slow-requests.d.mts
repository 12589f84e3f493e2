import type { IncomingMessage, ServerResponse } from 'node:http';

export function logIfSlow(
  req: IncomingMessage,
  res: ServerResponse,
  options: { ms: number; log: (line: string) => void; now?: () => number },
): void;
