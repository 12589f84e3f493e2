'use client';

import { useEffect, useState } from 'react';
import { FileImage } from 'lucide-react';
import { useAccountApi } from '@/components/account/use-account-api.client';

/**
 * A private document's image: fetched with the customer's token (it has no public address) and
 * shown from memory; the memory is given back when it leaves the page.
 */
export function DocumentThumbnail({ url, alt }: { url: string; alt: string }) {
  const { token } = useAccountApi();
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);

  return (
    <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-neutral-200 bg-neutral-100">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a blob: URL, not an optimisable image
        <img
          src={src}
          alt={alt}
          width={80}
          height={80}
          className="size-full object-contain"
          data-testid="credit-document-image"
        />
      ) : (
        <FileImage aria-hidden className="size-6 text-neutral-400" />
      )}
    </span>
  );
}
