import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEARCH_DOCUMENT_RULES, searchDocumentRules } from './document-rules';
import { buildSearchDocuments } from './index-products';
import { indexWords } from './normalise';
import { oledTv, powerBank } from './test-products';

/**
 * What each version of the rules writes for the sample products below, as a hash. A change to
 * buildSearchDocuments or the normaliser changes it: raise SEARCH_DOCUMENT_RULES and add its hash,
 * so that every deployed catalogue has its documents rebuilt (src/jobs/process.ts).
 */
const WRITTEN_BY_RULES: Record<number, string> = {
  1: 'fda97b98d6b2b7453175d000687defb693bdd4ea88a901278d4f6113918e697a',
  2: '897fa67129417e5d20f210b316805d702f23614026f0a477311ea29db1382f38',
  3: '481647595b7fe2cb8c0b5826cf50cde72979452666e4bc80463b11b4fd1f8286',
};

const samples = [powerBank, oledTv];

const written = () =>
  createHash('sha256')
    .update(
      JSON.stringify([samples.flatMap(buildSearchDocuments), indexWords('الثلاجات والغسالات lap-top 256GB')]),
    )
    .digest('hex');

describe('search document rules', () => {
  it('the documents written match the rules version (raise SEARCH_DOCUMENT_RULES when they change)', () => {
    expect(written()).toBe(WRITTEN_BY_RULES[SEARCH_DOCUMENT_RULES]);
  });

  it('names the version and the synonym lists it reads', () => {
    expect(searchDocumentRules()).toMatch(new RegExp(`^${SEARCH_DOCUMENT_RULES}:[0-9a-f]{16}$`));
  });
});
