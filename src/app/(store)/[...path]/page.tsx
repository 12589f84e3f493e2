import { notFound } from 'next/navigation';

/**
 * Every path no route claims. Category and product paths resolve here through the URL-rewrite
 * table once the catalog lands; until then, and for unknown paths after, the not-found page (404).
 */
export default function CatchAllPage() {
  notFound();
}
