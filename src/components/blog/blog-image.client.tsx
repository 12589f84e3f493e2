'use client';

import { useEffect, useRef, useState } from 'react';

/** Shown instead of a post picture that fails to load (§8); the failure itself is silent. */
export const BLOG_PLACEHOLDER = '/images/blog-placeholder.svg';

/** A post's picture (1200x630), served resized from /media; falls back to the placeholder. */
export function BlogImage({
  image,
  sizes,
  priority = false,
  className = '',
}: {
  image: string | null;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(!image);
  const ref = useRef<HTMLImageElement>(null);
  // A picture that failed before the page hydrated fired its error with no listener yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const common = `aspect-[40/21] w-full bg-neutral-100 object-cover ${className}`;
  if (failed || !image) {
    // eslint-disable-next-line @next/next/no-img-element -- a static file, no resizing needed
    return <img src={BLOG_PLACEHOLDER} alt="" className={common} data-testid="blog-image-placeholder" />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- /media resizes itself (srcset)
    <img
      ref={ref}
      src={`/media/${image}?w=800`}
      srcSet={`/media/${image}?w=480 480w, /media/${image}?w=800 800w, /media/${image} 1200w`}
      sizes={sizes}
      width={1200}
      height={630}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={common}
      data-testid="blog-image"
    />
  );
}
