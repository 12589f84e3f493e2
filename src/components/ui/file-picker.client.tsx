'use client';

import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import { formatList } from '@/i18n/format';
import { useI18n } from '../layout/i18n-provider.client';
import { SECONDARY_BUTTON } from './styles';

/**
 * A file input in the page's language. The browser's own button says "Choose Files" in the
 * browser's language whatever the page's, so the native input is only visually hidden (it keeps
 * focus, Tab order, Enter/Space and drop) and a label drawn as a button stands for it, with the
 * chosen names beside it.
 */
export function FilePicker({
  label,
  buttonLabel,
  accept,
  multiple = false,
  testId,
  error,
  noneChosen,
  onChange,
}: {
  /** The field's name, above the button ("Photos (up to 4)"). */
  label: string;
  /** The button's text; "Choose files" by default. */
  buttonLabel?: string;
  accept?: string;
  multiple?: boolean;
  /** On the native input, so tests can set files on it. */
  testId?: string;
  error?: string | null;
  /** What shows before a file is chosen: "No file chosen" by default; null for nothing (a file sent earlier is shown apart). */
  noneChosen?: string | null;
  onChange: (files: File[]) => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  // Each name isolated (FSI…PDI): a Latin "door.png" beside Arabic words and "و" keeps its order.
  const isolated = names.map((name) => `\u2068${name}\u2069`);
  const nothingYet = noneChosen === undefined ? t('upload.none_chosen') : noneChosen;
  const summary =
    names.length === 0
      ? nothingYet
      : t('upload.chosen', { count: names.length, names: formatList(isolated, locale) });

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          data-testid={testId}
          aria-describedby={`${id}-summary${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            setNames(files.map((f) => f.name));
            onChange(files);
          }}
        />
        <label
          htmlFor={id}
          data-testid={testId && `${testId}-button`}
          className={`${SECONDARY_BUTTON} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-secondary`}
        >
          <Upload aria-hidden className="size-4" />
          {buttonLabel ?? t('upload.choose_files')}
        </label>
        <span
          id={`${id}-summary`}
          aria-live="polite"
          data-testid={testId && `${testId}-summary`}
          className="min-w-0 break-words text-neutral-600"
        >
          {summary}
        </span>
      </div>
      {/* Always present, so that a message appearing in it (a file refused as it is chosen) is announced. */}
      <div aria-live="polite">
        {error && (
          <span id={`${id}-error`} className="text-error" data-testid={testId && `${testId}-error`}>
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
