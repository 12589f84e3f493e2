import type { AttrSpec, AttrValues, ModelLine } from './types';

/** Shorthand for an attribute and its possible values. */
export const attr = (key: string, ...values: string[]): AttrSpec => ({ key, values });

/** Shorthand for a model line and the attribute values it comes in. */
export const line = (name: string, attrs?: AttrValues): ModelLine => (attrs ? { name, attrs } : { name });

/** Shorthand for an unnamed variant: attribute values that go together. */
export const variant = (attrs: AttrValues): ModelLine => ({ attrs });
