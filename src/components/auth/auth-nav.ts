/** The views of the auth modal (§4 Modal views). */
export type AuthView = 'login' | 'register' | 'forgotPassword' | 'addSsoMobile';

/**
 * What a view does when it is finished or links elsewhere; the modal and the login and
 * forgot-password pages each answer these their own way.
 */
export interface AuthNav {
  /** `identifier`: what the login form starts with (the account whose password was just reset). */
  show: (view: AuthView, identifier?: string) => void;
  /** Closes the modal (nothing on a page). */
  close: () => void;
  /** The customer is signed in: close, run the after-login action, refresh or navigate. */
  signedIn: () => void;
  /** Where a sign-in through the identity provider comes back to; the current page by default. */
  callbackUrl?: string;
}

/**
 * A callbackUrl that stays on this site, as a path; anything else (another origin, a
 * protocol-relative URL, the login page itself) goes home.
 */
export function safeCallbackPath(callbackUrl: string | null | undefined, origin: string): string {
  if (!callbackUrl) return '/';
  try {
    const url = new URL(callbackUrl, origin);
    if (url.origin !== origin || url.pathname.startsWith('/login')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** Moves focus to the first field marked invalid, once React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * The callbackUrl to give next-auth's signIn() without a redirect. By default it is the current
 * address, and signIn() reads its `error` parameter as the result's error: on
 * /login?error=SessionRequired a sign-in that worked would be reported as refused.
 */
export const signInCallbackUrl = (nav: Pick<AuthNav, 'callbackUrl'>) => nav.callbackUrl ?? '/';
