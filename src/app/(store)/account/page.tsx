import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /account has no page of its own: the profile is its first page. */
export default function AccountIndexPage() {
  redirect('/account/profile');
}
