import path from 'node:path';

/** Where generated and uploaded images live on disk; served at /media/{path}. */
export function mediaRoot(): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.MEDIA_DIR ?? path.join(process.cwd(), '.data/media'),
  );
}
