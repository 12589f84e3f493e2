import type { Server } from 'node:http';

export interface GracefulOptions {
  graceMs?: number;
  afterHttp?: () => Promise<void> | void;
  log?: (line: string) => void;
}

export function closeGracefully(server: Server, options?: GracefulOptions): Promise<void>;
export function exitGracefullyOnSignals(server: Server, options?: GracefulOptions): void;
