'use client';

import dynamic from 'next/dynamic';
import type { RichTextEditorProps } from './rich-text-editor.client';

/**
 * The rich-text editor, loaded on demand: only the pages that show one download tiptap, after
 * their first paint. Until it arrives its frame holds the field's place.
 */
export const RichTextField = dynamic<RichTextEditorProps>(
  () => import('./rich-text-editor.client').then((m) => m.RichTextEditor),
  {
    ssr: false,
    loading: () => <div className="min-h-60 rounded-md border border-neutral-300 bg-white" aria-hidden />,
  },
);
