import type { StaffImage } from './product-images.client';

/**
 * The server's list of a product's pictures after an upload or a removal, with what staff had
 * changed and not yet saved kept: their order and descriptions for the pictures still there, the
 * new ones after them in the server's order. Taking the server's list as it is would throw away an
 * unsaved order and every unsaved description.
 */
export function keepPending(local: readonly StaffImage[], server: readonly StaffImage[]): StaffImage[] {
  const onServer = new Set(server.map((i) => i.id));
  const kept = local.filter((i) => onServer.has(i.id));
  const known = new Set(kept.map((i) => i.id));
  return [...kept, ...server.filter((i) => !known.has(i.id))];
}
