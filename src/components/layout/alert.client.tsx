'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
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
  const banner = useRef<HTMLDivElement>(null);
  // Where the keyboard came from into the banner: it goes back there when the banner goes, rather
  // than falling to the page. While the focus is in the banner it does not hide itself.
  const cameFrom = useRef<HTMLElement | null>(null);
  const [held, setHeld] = useState(false);
  const hide = useCallback(() => {
    const hadFocus = !!banner.current?.contains(document.activeElement);
    setAlert((a) => ({ ...a, display: false }));
    setHeld(false);
    if (!hadFocus) return;
    requestAnimationFrame(() => {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.querySelector('main');
      (back as HTMLElement | null)?.focus();
    });
  }, []);

  useEffect(() => {
    if (!alert.display || held) return;
    const timer = setTimeout(hide, ALERT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert, held, hide]);

  return (
    <AlertContext.Provider value={show}>
      {alert.display && (
        <div
          ref={banner}
          role="alert"
          onFocus={(e) => {
            if (e.currentTarget.contains(e.relatedTarget)) return;
            cameFrom.current = e.relatedTarget as HTMLElement | null;
            setHeld(true);
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
          }}
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
            onClick={hide}
            data-testid="alert-close"
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
