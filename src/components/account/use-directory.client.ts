'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { useI18n } from '@/components/layout/i18n-provider.client';
import type { DirectoryGovernorate } from './account-types';

// Governorates, cities and areas change with releases, not per visit: one request per language.
const cache = new Map<string, Promise<DirectoryGovernorate[] | null>>();

function loadDirectory(locale: string) {
  let request = cache.get(locale);
  if (!request) {
    request = apiFetch<DirectoryGovernorate[]>(`/rest/${locale}/V1/directory/governorates`, { locale }).then(
      (answer) => (answer.ok && Array.isArray(answer.data) ? answer.data : null),
    );
    cache.set(locale, request);
  }
  return request;
}

/** The directory of governorates with their cities and areas, in the page's language. */
export function useDirectory() {
  const { locale } = useI18n();
  const [governorates, setGovernorates] = useState<DirectoryGovernorate[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void loadDirectory(locale).then((data) => {
      if (!data) cache.delete(locale);
      if (!current) return;
      setGovernorates(data ?? []);
      setStatus(data ? 'ready' : 'error');
    });
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { governorates, status, retry };
}

export type Directory = ReturnType<typeof useDirectory>;
