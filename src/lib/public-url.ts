import { config } from '@/config';

/** next-auth's own default, for a server started with no address configured. */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The configured public address (APP_URL, else NEXTAUTH_URL, else SITE_URL), no trailing slash. */
export function configuredPublicUrl(): string | undefined {
  return config().publicUrl;
}

/** The address shoppers use (links in e-mails, sign-in callbacks), else `fallback`. */
export function publicUrl(fallback = DEFAULT_PUBLIC_URL): string {
  return configuredPublicUrl() ?? fallback.replace(/\/+$/, '');
}

/** The address for links mailed in answer to `request`: the configured one, else where it came to. */
export function publicUrlFor(request: Request): string {
  return publicUrl(new URL(request.url).origin);
}
