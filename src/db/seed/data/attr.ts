import type { AttrSpec } from './types';

/** Shorthand for an attribute and its possible values. */
export const attr = (key: string, ...values: string[]): AttrSpec => ({ key, values });
