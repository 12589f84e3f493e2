import Link from '@/components/ui/link.client';
import type { ReactNode } from 'react';
import { mediaSrc } from '../cart/cart-paths';
import { MixedText } from '@/components/ui/mixed-text';

/** A product as a list row (cart, wishlist): picture and name, both to its page, then the row's details. */
export function ProductLine({
  product,
  children,
}: {
  product: { name: string; url_key: string; image: string | null };
  /** Under the name: price, stock, actions. */
  children: ReactNode;
}) {
  const href = `/${product.url_key}`;
  const image = mediaSrc(product.image);
  return (
    <>
      <Link href={href} className="shrink-0">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- generated WebP files, already sized
          <img
            src={image}
            alt={product.name}
            width={96}
            height={96}
            className="size-20 rounded object-contain md:size-24"
          />
        ) : (
          <span className="block size-20 rounded bg-neutral-100 md:size-24" aria-hidden />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Link href={href} className="line-clamp-2 font-bold hover:underline">
          <MixedText text={product.name} />
        </Link>
        {children}
      </div>
    </>
  );
}
