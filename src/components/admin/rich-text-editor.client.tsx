'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useI18n } from '../layout/i18n-provider.client';

/**
 * A rich-text field on tiptap: a toolbar (bold, italic, headings h2 and h3, bulleted and numbered
 * lists, link, undo and redo) of labelled buttons in the tab order, the text in the field's own
 * language and direction, and its HTML in a hidden input named after the field (and given to
 * `onChange`). The server sanitises what it receives with the store's own sanitiser; this editor
 * only ever produces the markup its toolbar offers. Loaded on demand (rich-text-field.client.tsx):
 * pages without a rich-text field never download tiptap.
 */
export interface RichTextEditorProps {
  /** The hidden input's name, the form field it stands for. */
  name: string;
  label: string;
  /** The HTML it starts with. */
  value: string;
  onChange: (html: string) => void;
  lang: 'ar' | 'en';
  error?: string | null;
  /** On the editable area; the toolbar's buttons get `${testId}-${command}`, the error `${testId}-error`. */
  testId: string;
}

/** A link the store keeps (src/domain/content/sanitize.ts): https, mailto, tel, or a page of this store. */
export const isEditorLink = (href: string) =>
  /^(https:\/\/|mailto:|tel:)\S+$/.test(href) || /^\/(?!\/)\S*$/.test(href);

type Command = {
  id: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Whether the button shows as pressed (toggles only). */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  /** Mirrored in a right-to-left field (lists and arrows point the other way). */
  flip?: boolean;
};

const COMMANDS: Command[] = [
  {
    id: 'bold',
    icon: Bold,
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    id: 'italic',
    icon: Italic,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    id: 'heading2',
    icon: Heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    id: 'heading3',
    icon: Heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    id: 'bullet_list',
    flip: true,
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    id: 'ordered_list',
    flip: true,
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { id: 'link', icon: Link2, run: () => undefined, active: (e) => e.isActive('link') },
  {
    id: 'undo',
    flip: true,
    icon: Undo2,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    id: 'redo',
    flip: true,
    icon: Redo2,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** The toolbar's commands, each labelled by admin_blog.editor.<id>. */
export const EDITOR_COMMAND_IDS = COMMANDS.map((c) => c.id);

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded text-neutral-800 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-40 aria-pressed:bg-primary aria-pressed:text-white';

export function RichTextEditor({ name, label, value, onChange, lang, error, testId }: RichTextEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const editor = useEditor({
    // The page is rendered on the server first: the editor mounts in the browser only.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: false,
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (href) => isEditorLink(href),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: `${id}-area`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        lang,
        dir,
        'data-testid': testId,
        class:
          'cms-content min-h-48 max-w-none px-3 py-2.5 leading-relaxed text-neutral-900 outline-none focus-visible:ring-2 focus-visible:ring-secondary/40',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? Object.fromEntries(
            COMMANDS.map((c) => [
              c.id,
              { active: c.active?.(e) ?? false, enabled: c.enabled ? c.enabled(e) : true },
            ]),
          )
        : null,
  });

  function setLink(e: Editor) {
    const current = (e.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('admin_blog.editor.link_prompt'), current);
    if (href === null) return;
    const chain = e.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else if (isEditorLink(href.trim())) chain.setLink({ href: href.trim() }).run();
  }

  return (
    <div className="flex flex-col">
      <span id={`${id}-label`} className="mb-1 text-sm font-bold text-neutral-800">
        {label}
      </span>
      <div
        className={`rounded-md border bg-white focus-within:border-secondary ${error ? 'border-error' : 'border-neutral-300'}`}
      >
        <div
          role="toolbar"
          aria-label={t('admin_blog.editor.toolbar', { field: label })}
          // The area exists once the editor does (it mounts in the browser after the first
          // render): naming it before would point at nothing, which axe counts as critical.
          aria-controls={editor ? `${id}-area` : undefined}
          className="flex flex-wrap gap-1 border-b border-neutral-200 p-1"
          dir={dir}
        >
          {COMMANDS.map((c) => {
            const Icon = c.icon;
            const s = state?.[c.id];
            return (
              <button
                key={c.id}
                type="button"
                className={BUTTON}
                aria-label={t(`admin_blog.editor.${c.id}`)}
                title={t(`admin_blog.editor.${c.id}`)}
                aria-pressed={c.active ? (s?.active ?? false) : undefined}
                disabled={!editor || s?.enabled === false}
                // A click keeps the caret in the text (keyboard users reach the buttons with Tab).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => editor && (c.id === 'link' ? setLink(editor) : c.run(editor))}
                data-testid={`${testId}-${c.id}`}
              >
                <Icon aria-hidden className={`size-5 ${c.flip && dir === 'rtl' ? '-scale-x-100' : ''}`} />
              </button>
            );
          })}
        </div>
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <p className="min-h-48 px-3 py-2.5 text-neutral-500">{t('admin_blog.editor.loading')}</p>
        )}
      </div>
      <input type="hidden" name={name} value={value} />
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} data-testid={`${testId}-error`} className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
