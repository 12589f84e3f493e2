'use client';

import { useCallback, useState } from 'react';
import { useI18n } from '../layout/i18n-provider.client';
import { errorText } from './auth-api.client';

/**
 * Values of a small form with live validation: a field's own error shows once it has been edited
 * and left (or a submit was tried) and then follows every keystroke; an error the server gave for a field
 * shows until that field changes.
 */
export function useAuthForm<K extends string>(initial: Record<K, string>) {
  const { t } = useI18n();
  const [values, setValues] = useState(initial);
  const [names] = useState(() => Object.keys(initial) as K[]);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});

  const setValue = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const touchAll = useCallback(
    () => setTouched(Object.fromEntries(names.map((k) => [k, true])) as Record<K, boolean>),
    [names],
  );

  /** Props for a Field: value, change, blur and the translated error (keys from `errors`). */
  const bind = (name: K, errors: Partial<Record<string, string>>) => {
    const key = serverErrors[name] ?? (touched[name] ? errors[name] : undefined);
    return {
      value: values[name],
      onValueChange: (value: string) => setValue(name, value),
      // Leaving a field untouched is not an error yet (that waits for a submit), and showing one
      // would shift the layout under a click on a link below it.
      onBlur: () => {
        if (values[name] !== initial[name]) setTouched((s) => (s[name] ? s : { ...s, [name]: true }));
      },
      error: key ? errorText(t, key) : null,
    };
  };

  return { values, setValue, touchAll, bind, serverErrors, setServerErrors };
}
