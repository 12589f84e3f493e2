import type { OAuthConfig } from 'next-auth/providers/oauth';
import { config } from '@/config';

/** next-auth's id of the provider: its callback path and signIn()'s first argument. */
export const OIDC_PROVIDER_ID = 'oidc';

export interface OidcProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/**
 * Single sign-on with any OpenID Connect provider, switched on by OIDC_ISSUER, OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET (OIDC_NAME is the button's label). Absent configuration, there is no provider.
 */
export function oidcProvider(oidc = config().oidc): OAuthConfig<OidcProfile> | null {
  if (!oidc) return null;
  const { issuer, clientId, clientSecret } = oidc;
  return {
    id: OIDC_PROVIDER_ID,
    name: oidc.name,
    type: 'oauth',
    wellKnown: `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    authorization: { params: { scope: 'openid email profile' } },
    idToken: true,
    checks: ['pkce', 'state'],
    clientId,
    clientSecret,
    profile: (profile) => ({
      id: profile.sub,
      name: profile.name ?? '',
      email: profile.email ?? null,
      phone_number: null,
      customer_token: '',
    }),
  };
}

/** What the login view's "Continue with …" button needs of the provider: next-auth's id and the label's name. */
export interface OidcButton {
  id: string;
  name: string;
}

/** The configured provider's button, or null without one. */
export function oidcButton(oidc = config().oidc): OidcButton | null {
  return oidc ? { id: OIDC_PROVIDER_ID, name: oidc.name } : null;
}
