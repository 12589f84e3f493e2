import 'server-only';
import { getServerSession, type Session } from 'next-auth';
import { authOptions } from './options';

/** The signed-in customer's session in server components, or null. */
export async function getCustomerSession(): Promise<Session | null> {
  try {
    return await getServerSession(authOptions());
  } catch {
    return null;
  }
}
