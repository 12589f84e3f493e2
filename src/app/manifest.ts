import type { MetadataRoute } from 'next';
import { getServerT } from '@/i18n/server';

/** The web app manifest: the store's name in the shopper's language and its icons. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { t } = await getServerT();
  return {
    name: t('store_name'),
    short_name: t('store_name'),
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#000000',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
