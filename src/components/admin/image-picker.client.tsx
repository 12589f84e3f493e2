'use client';

import { useRef, useState } from 'react';
import { SECONDARY_BUTTON } from '../ui/styles';
import { sniffFormat } from '@/domain/uploads/image-header';
import { imageFileProblem } from '@/domain/uploads/image-rules';

/**
 * The picture a form is about to send: the file chosen (none until one is), its preview, what is
 * wrong with it as far as the browser can tell (its size, its type, and its first bytes: a text
 * file named .png is no picture), and the form's values as multipart fields with that file as
 * `image`, the way the content routes read them. The server checks the bytes again.
 */
export function usePictureChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [notAPicture, setNotAPicture] = useState(false);
  // The file being judged: a verdict that arrives after another file was chosen is not this one's.
  const judged = useRef<File | null>(null);
  return {
    file,
    preview,
    choose(chosen: File | null) {
      judged.current = chosen;
      setFile(chosen);
      setPreview(chosen ? URL.createObjectURL(chosen) : null);
      setNotAPicture(false);
      void chosen
        ?.slice(0, 16)
        .arrayBuffer()
        .then((head) => {
          if (judged.current === chosen) setNotAPicture(sniffFormat(new Uint8Array(head)) === null);
        });
    },
    clear() {
      judged.current = null;
      setFile(null);
      setPreview(null);
      setNotAPicture(false);
    },
    /** The chosen file's fault (an error key), or null; null when none is chosen. */
    problem() {
      if (!file) return null;
      return imageFileProblem(file) ?? (notAPicture ? 'image_type' : null);
    },
    formData(values: object) {
      const form = new FormData();
      // A list (the blog's categories) goes as one comma-separated field.
      for (const [name, value] of Object.entries(values)) form.append(name, String(value));
      if (file) form.append('image', file);
      return form;
    },
  };
}

/**
 * A content form's picture: the stored one (or the one just chosen) shown in the frame the store
 * shows it in, a button to choose another, the rules and the error under it. Texts come translated.
 */
export function ImagePicker({
  testId,
  shown,
  fileName,
  error,
  onChoose,
  texts,
  frame,
}: {
  /** `${testId}-image`, `-preview`, `-image-error`, `-image-hint`. */
  testId: string;
  shown: string | undefined | null;
  fileName: string | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  texts: { label: string; preview: string; choose: string; replace: string; hint: string };
  /** The preview's width and height attributes and its aspect class (the store's frame). */
  frame: { width: number; height: number; className: string };
}) {
  return (
    <div>
      <p className="mb-1 text-sm font-bold text-neutral-800">{texts.label}</p>
      {shown && (
        // eslint-disable-next-line @next/next/no-img-element -- a staff preview of the picture
        <img
          src={shown}
          alt={texts.preview}
          width={frame.width}
          height={frame.height}
          className={`mb-2 rounded bg-neutral-200 object-cover ${frame.className}`}
          data-testid={`${testId}-preview`}
        />
      )}
      <label className={`${SECONDARY_BUTTON} cursor-pointer`}>
        {shown ? texts.replace : texts.choose}
        <input
          type="file"
          accept="image/jpeg,image/png"
          className="sr-only"
          data-testid={`${testId}-image`}
          aria-describedby={`${testId}-image-hint`}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        />
      </label>
      <p id={`${testId}-image-hint`} className="mt-1 text-sm text-neutral-600">
        {fileName ?? texts.hint}
      </p>
      {error && (
        <p className="mt-1 text-sm text-error" role="alert" data-testid={`${testId}-image-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
