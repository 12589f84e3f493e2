import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { config } from '@/config';
import { getDb } from '@/db/client';
import { identifierOf, login } from '@/domain/auth/login';
import { loginWithCode } from '@/domain/auth/login-code';
import { signInWithSso } from '@/domain/auth/sso';
import { creditStanding } from '@/domain/credit/standing';
import { authenticate, TOKEN_TTL_MS, type Customer } from '@/domain/auth/tokens';
import type { Ctx } from '@/domain/shared/ctx';
import { AppError } from '@/domain/shared/errors';
import { logger } from '@/http/logger';
import { localeFromHeaders } from '@/http/request-locale';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { getT } from '@/i18n/translate';
import { configuredPublicUrl } from '@/lib/public-url';
import { OIDC_PROVIDER_ID, oidcProvider, type OidcProfile } from './oidc-provider';
import { encodeSignInRefusal } from './sign-in-error';

const claims = (c: Customer) => ({
  name: `${c.firstName} ${c.lastName}`,
  email: c.email,
  phone_number: c.phone,
});

/**
 * Runs a sign-in; a refusal of the domain reaches the form as signIn()'s error, with its key and
 * its text in the shopper's language (§8 shows the server's text; a lock offers a code).
 */
async function authorizeWith(
  req: { headers?: Record<string, unknown> } | undefined,
  /** The form's language, sent with the credentials: a first visit has no lang cookie yet. */
  pageLocale: unknown,
  signInBy: (ctx: Ctx, ip: string | undefined) => Promise<{ customer: Customer; token: string }>,
) {
  const headers = headersOf(req);
  const ctx = { db: getDb(), locale: isLocale(pageLocale) ? pageLocale : localeFromHeaders(headers) };
  const ip = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  try {
    const { customer, token } = await signInBy(ctx, ip);
    return { id: String(customer.id), customer_token: token, ...claims(customer) };
  } catch (err) {
    if (err instanceof AppError) {
      const message = getT(ctx.locale)(`errors.${err.messageKey}`, err.params);
      throw new Error(encodeSignInRefusal({ key: err.messageKey, message }));
    }
    throw err;
  }
}

function headersOf(req: { headers?: Record<string, unknown> } | undefined): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req?.headers ?? {})) if (typeof v === 'string') headers.set(k, v);
  return headers;
}

/** Who signs in (identifierOf): §3's phone_number or email; the store's own form sends identifier. */
const SIGN_IN_NAMES = {
  identifier: { type: 'text' },
  phone_number: { type: 'text' },
  email: { type: 'text' },
  /** The page's language, for the refusal's text. */
  locale: { type: 'text' },
} as const;

/**
 * next-auth v4 (§2 routes under /api/auth): a credentials provider for phone-or-e-mail and
 * password, one for the code of a locked account, and an optional OpenID Connect provider. The
 * JWT session carries the customer token; each read of the session checks that token, so a
 * revoked or expired token ends the session.
 */
export function authOptions(): AuthOptions {
  // next-auth v4 reads its own address (default callbackUrl, redirects, the OIDC redirect_uri) from
  // NEXTAUTH_URL only, else http://localhost:3000: give it the configured public URL, so that
  // APP_URL alone is enough and the start script's localhost default cannot win over it.
  const configured = configuredPublicUrl();
  if (configured) process.env.NEXTAUTH_URL = configured;
  const oidc = oidcProvider();
  return {
    secret: config().authSecret,
    session: { strategy: 'jwt', maxAge: TOKEN_TTL_MS / 1000 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'credentials',
        credentials: { ...SIGN_IN_NAMES, password: { type: 'password' } },
        authorize: (credentials, req) =>
          authorizeWith(req, credentials?.locale, (ctx, ip) =>
            login(ctx, { identifier: identifierOf(credentials ?? {}), password: credentials?.password }, ip),
          ),
      }),
      // While sign-in by password is locked: the one-time code sent to the account's phone.
      CredentialsProvider({
        id: 'login-code',
        name: 'login-code',
        credentials: { ...SIGN_IN_NAMES, code: { type: 'text' } },
        authorize: (credentials, req) =>
          authorizeWith(req, credentials?.locale, (ctx) =>
            loginWithCode(ctx, { identifier: identifierOf(credentials ?? {}), code: credentials?.code }),
          ),
      }),
      ...(oidc ? [oidc] : []),
    ],
    logger: {
      error(code, metadata) {
        // A session whose customer token no longer works (signed out elsewhere, the password
        // changed) ends here, as it should: one line, not an error with its stack.
        if (
          code === 'JWT_SESSION_ERROR' &&
          metadata instanceof AppError &&
          metadata.kind === 'unauthenticated'
        ) {
          logger.info({ code }, 'session ended: its customer token no longer works');
          return;
        }
        logger.error({ code, err: metadata }, 'next-auth error');
      },
      warn(code) {
        logger.warn({ code }, 'next-auth warning');
      },
      debug() {},
    },
    callbacks: {
      async jwt({ token, user, account, profile }) {
        const ctx = { db: getDb(), locale: DEFAULT_LOCALE };
        if (account?.provider === OIDC_PROVIDER_ID && profile) {
          const p = profile as OidcProfile;
          const { customer, token: customerToken } = await signInWithSso(ctx, {
            provider: 'oidc',
            subject: p.sub,
            email: p.email,
            emailVerified: p.email_verified,
            firstName: p.given_name,
            lastName: p.family_name,
          });
          return {
            ...token,
            customer_token: customerToken,
            ...claims(customer),
            ...(await creditStanding(ctx, customer.id)),
          };
        }
        if (user) {
          const { customer_token, name, email, phone_number } = user;
          const standing = await creditStanding(ctx, Number(user.id));
          return { ...token, customer_token, name, email, phone_number, ...standing };
        }
        // Every later read: the token must still be valid; name, phone, card and application follow the account.
        const customer = await authenticate(ctx, token.customer_token);
        return { ...token, ...claims(customer), ...(await creditStanding(ctx, customer.id)) };
      },
      session({ session, token }) {
        return {
          expires: session.expires,
          user: {
            name: token.name ?? '',
            email: token.email ?? null,
            phone_number: token.phone_number ?? null,
            aman_card: token.aman_card ?? false,
            credit_application: token.credit_application ?? null,
            data: { customer_token: token.customer_token ?? '' },
          },
        };
      },
    },
  };
}
