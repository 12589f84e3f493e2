/**
 * next-auth hands the browser nothing of a refused sign-in but the message of the error thrown in
 * authorize(). The form must tell a lock (too many wrong passwords, when it offers a code) from a
 * wrong password, so that message carries the message key with the text: JSON {key, message}.
 */
export interface SignInRefusal {
  /** The key under `errors.`, e.g. `login_throttled`; null for a message of another origin. */
  key: string | null;
  /** The text in the shopper's language. */
  message: string;
}

export function encodeSignInRefusal(refusal: { key: string; message: string }): string {
  return JSON.stringify({ key: refusal.key, message: refusal.message });
}

/** The refusal in signIn()'s `error`; a plain string (an older server, next-auth's own code) as it is. */
export function decodeSignInRefusal(error: string): SignInRefusal {
  try {
    const parsed = JSON.parse(error) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as SignInRefusal).key === 'string' &&
      typeof (parsed as SignInRefusal).message === 'string'
    ) {
      return parsed as SignInRefusal;
    }
  } catch {
    // not ours
  }
  return { key: null, message: error };
}
