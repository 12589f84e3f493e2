import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authServiceApp } from '@/http/auth-service/app';
import { graphqlApp } from '@/http/graphql/app';
import { restApp } from '@/http/rest/app';
import { OPERATIONS } from '@/http/rest/openapi-operations';
import { addressSchema } from '@/domain/customers/address-schema';
import { useTestDb } from './test-db';

beforeAll(async () => {
  await useTestDb();
});

/** /rest/openapi.json: every route the REST API serves is in it, and nothing it does not serve. */
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
}

/** Every route of the REST app, the authentication service (/api/amanauth) and /graphql. */
const served = () => {
  const keys = new Set<string>();
  for (const r of [...restApp.routes, ...authServiceApp.routes, ...graphqlApp.routes]) {
    if (r.method === 'ALL' || r.path === '/rest/openapi.json') continue;
    keys.add(`${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return keys;
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served as JSON without a token', async () => {
    const res = await restApp.request('/rest/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('lists every route of the REST app, the authentication service and /graphql, and no route they do not serve', async () => {
    const doc = (await (await restApp.request('/rest/openapi.json')).json()) as Doc;
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`)),
    );
    const routes = served();
    expect(
      [...routes].filter((r) => !documented.has(r)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      [...documented].filter((d) => !routes.has(d)),
      'documented but not served',
    ).toEqual([]);
    expect(documented.size).toBe(OPERATIONS.length);
  });

  it('describes request bodies with the zod schemas that validate them', async () => {
    const doc = (await (await restApp.request('/rest/openapi.json')).json()) as Doc;
    const add = doc.paths['/rest/{locale}/V1/customers/me/addresses']?.post?.requestBody;
    expect(add?.content['application/json']?.schema).toEqual(
      z.toJSONSchema(addressSchema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }),
    );
    const save = doc.paths['/rest/V1/checkout/saveorder']?.post?.requestBody?.content['application/json']
      ?.schema as { required: string[]; properties: Record<string, unknown> };
    // The spec's payload is all a client must send: address and idempotency key are optional.
    expect(save.required.sort()).toEqual(['is_mobile', 'payment_method']);
    expect(Object.keys(save.properties)).toEqual(
      expect.arrayContaining([
        'is_mobile',
        'payment_method',
        'transaction_variants',
        'address_id',
        'idempotency_key',
      ]),
    );
  });
});
