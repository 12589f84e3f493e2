import { config } from '@/config';

/** Where generated and uploaded images live on disk; served at /media/{path}. */
export function mediaRoot(): string {
  return config().mediaDir;
}
