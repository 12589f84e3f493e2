/** searchCriteria query entries for the search API tests. */
export type Entries = Record<string, string>;

export const fp = (g: number, i: number, prop: string) =>
  `searchCriteria[filter_groups][${g}][filters][${i}][${prop}]`;

/** One filter, in group g at position i. */
export const filter = (field: string, value: string, condition = 'eq', g = 0, i = 0): Entries => ({
  [fp(g, i, 'field')]: field,
  [fp(g, i, 'value')]: value,
  [fp(g, i, 'condition_type')]: condition,
});
