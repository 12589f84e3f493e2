/** next-auth's own default, for a server started with no address configured. */
const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The configured public address: APP_URL, else NEXTAUTH_URL; no trailing slash. Read per call. */
export function configuredPublicUrl(): string | undefined {
  return (process.env.APP_URL || process.env.NEXTAUTH_URL)?.replace(/\/+$/, '') || undefined;
}

/** The address shoppers use (links in e-mails, sign-in callbacks), else `fallback`. */
export function publicUrl(fallback = DEFAULT_PUBLIC_URL): string {
  return configuredPublicUrl() ?? fallback.replace(/\/+$/, '');
}
