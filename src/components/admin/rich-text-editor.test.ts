import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '@/components/layout/render-in-locale';
import { RichTextEditor } from './rich-text-editor.client';

describe.each(['ar', 'en'] as const)('the rich-text editor before it mounts, in %s', (locale) => {
  it('names no area its toolbar controls until the area is there', () => {
    const markup = renderInLocale(
      locale,
      createElement(RichTextEditor, {
        name: 'description_en',
        label: 'Description',
        value: '<p>Hello</p>',
        onChange: () => undefined,
        lang: locale,
        testId: 'editor',
      }),
    );
    expect(markup).toContain('role="toolbar"');
    const controls = [...markup.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    for (const id of controls) expect(markup).toContain(`id="${id}"`);
  });
});
