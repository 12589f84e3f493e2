import { describe, expect, it } from 'vitest';
import { accountLabelKey } from '@/components/account/account-slugs';
import { documentsRequestedAt, documentsStillNeeded, type WireApplication } from './credit-types';

const doc = (id: number, kind: 'id_front' | 'id_back' | 'income', at: string) => ({
  id,
  kind,
  url: `/rest/V1/creditlimit/mine/documents/${id}`,
  width: 800,
  height: 500,
  created_at: at,
});

const application = (overrides: Partial<WireApplication>): WireApplication =>
  ({
    id: 1,
    status: 'documents_needed',
    answers: {},
    documents: [],
    missing_documents: [],
    requested_documents: [],
    approved_limit: null,
    rejection_reason: null,
    submitted_at: '2026-11-01T10:00:00.000Z',
    decided_at: null,
    timeline: [],
    ...overrides,
  }) as WireApplication;

describe('documents asked for again', () => {
  const asked = application({
    requested_documents: ['id_back', 'income'],
    timeline: [
      { status: 'submitted', at: '2026-11-01T10:00:00.000Z' },
      { status: 'documents_needed', at: '2026-11-02T09:00:00.000Z' },
    ],
    documents: [
      doc(1, 'id_front', '2026-11-01T09:00:00.000Z'),
      doc(2, 'id_back', '2026-11-01T09:01:00.000Z'),
    ],
  });

  it('counts from the latest request', () => {
    expect(documentsRequestedAt(asked)).toBe('2026-11-02T09:00:00.000Z');
    expect(documentsRequestedAt(application({ timeline: [] }))).toBeNull();
  });

  it('are still needed until a document of each kind is uploaded after the request', () => {
    expect(documentsStillNeeded(asked)).toEqual(['id_back', 'income']);
    const oneIn = { ...asked, documents: [...asked.documents, doc(3, 'income', '2026-11-02T09:30:00.000Z')] };
    expect(documentsStillNeeded(oneIn)).toEqual(['id_back']);
    const bothIn = {
      ...oneIn,
      documents: [...oneIn.documents, doc(4, 'id_back', '2026-11-02T09:31:00.000Z')],
    };
    expect(documentsStillNeeded(bothIn)).toEqual([]);
  });
});

describe('the account menu', () => {
  it('names the credit page "My Aman card" once the customer holds one', () => {
    expect(accountLabelKey('credit-limit-request', false)).toBe('account_menu.credit-limit-request');
    expect(accountLabelKey('credit-limit-request', true)).toBe('account_menu.aman_card');
    expect(accountLabelKey('orders', true)).toBe('account_menu.orders');
  });
});
