'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useI18n } from './i18n-provider.client';

export const ALERT_HIDE_MS = 5_000;

export interface Notification {
  display: boolean;
  message: string;
  severity: 'success' | 'error';
}

const AlertContext = createContext<(n: Omit<Notification, 'display'>) => void>(() => {});

/**
 * Shows one message at a time in a filled banner; it hides itself after 5 s or when closed. It
 * floats at the bottom (the end corner from 768 px), so the header's counts and menus stay in view.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Notification>({ display: false, message: '', severity: 'success' });
  const show = useCallback((n: Omit<Notification, 'display'>) => setAlert({ ...n, display: true }), []);
  const { t } = useI18n();

  useEffect(() => {
    if (!alert.display) return;
    const timer = setTimeout(() => setAlert((a) => ({ ...a, display: false })), ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <AlertContext.Provider value={show}>
      {alert.display && (
        <div
          role="alert"
          data-testid="alert-banner"
          data-severity={alert.severity}
          className={`fixed inset-x-3 bottom-3 z-[60] flex items-center gap-3 rounded-lg px-4 py-3 text-white shadow-lg md:inset-x-auto md:end-6 md:bottom-6 md:w-[28rem] ${
            alert.severity === 'success' ? 'bg-success' : 'bg-error'
          }`}
        >
          {alert.severity === 'success' ? <CircleCheck aria-hidden /> : <CircleAlert aria-hidden />}
          <p className="flex-1">{alert.message}</p>
          <button
            type="button"
            aria-label={t('alert.close')}
            onClick={() => setAlert((a) => ({ ...a, display: false }))}
            className="rounded p-1 hover:bg-white/20"
          >
            <X aria-hidden />
          </button>
        </div>
      )}
      {children}
    </AlertContext.Provider>
  );
}

export const useAlert = () => useContext(AlertContext);
