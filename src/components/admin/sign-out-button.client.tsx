'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { busyButton } from '../ui/busy-button';

export function SignOutButton({ label }: { label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      {...busyButton(busy)}
      data-testid="admin-sign-out"
      className="rounded border border-white/60 px-3 py-1 text-sm font-bold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50"
      onClick={async () => {
        setBusy(true);
        await apiFetch('/rest/V1/admin/session', { method: 'DELETE' });
        router.replace('/admin/login');
        router.refresh();
      }}
    >
      {label}
    </button>
  );
}
