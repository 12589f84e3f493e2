import type { DefaultSession } from 'next-auth';
import type { ApplicationStatus } from '@/db/schema';

/** The session of §3: data.user.data.customer_token, with the user's name and phone_number. */
declare module 'next-auth' {
  interface Session {
    user: {
      name: string;
      email: string | null;
      phone_number: string | null;
      /** The customer holds an Aman card: the menus offer "My Aman card". */
      aman_card: boolean;
      /** The latest card application's status without a card: the promo strip follows it. */
      credit_application: ApplicationStatus | null;
      data: { customer_token: string };
    } & Omit<DefaultSession['user'], 'name' | 'email'>;
  }
  interface User {
    id: string;
    name: string;
    email: string | null;
    phone_number: string | null;
    customer_token: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    customer_token?: string;
    name?: string;
    email?: string | null;
    phone_number?: string | null;
    aman_card?: boolean;
    credit_application?: ApplicationStatus | null;
  }
}
