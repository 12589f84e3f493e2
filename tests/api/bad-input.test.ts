import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@/db/client';
import { sellers } from '@/db/schema';
import { authServiceApp } from '@/http/auth-service/app';
import { restApp } from '@/http/rest/app';
import { bearer, quickCustomer } from './auth-helpers';
import { signedInStaff } from './staff-helpers';
import { useTestDb } from './test-db';

/**
 * Every operation of the REST API (from /rest/openapi.json) and of the authentication service sent what a broken or hostile client
 * sends: path parameters that are not ids, bodies that are not JSON, JSON of the wrong shape, fields
 * of the wrong type and over-long text. Each must be answered with a 4xx in the caller's language
 * (a `message` that is a sentence, not a key), never a 5xx: a 500 is a shopper told nothing, and
 * often a statement that ran with what it should have refused.
 */
interface Doc {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }>
  >;
}

let db: Db;
let doc: Doc;
const headers: Record<'customer' | 'admin' | 'seller', Record<string, string>> = {
  customer: {},
  admin: {},
  seller: {},
};

/** Operations that end the caller's session: sent last, or the rest would only test a 401. */
const SIGNS_OUT = new Set(['post /rest/V1/customer/logout', 'delete /rest/V1/admin/session']);

const who = (path: string) =>
  path.startsWith('/rest/V1/admin/seller/')
    ? 'seller'
    : path.startsWith('/rest/V1/admin')
      ? 'admin'
      : 'customer';

/** The path in a language with every other parameter set to `value`. */
const filled = (path: string, locale: Locale, value: string) =>
  path.replace('{locale}', locale).replace(/\{\w+\}/g, encodeURIComponent(value));

const LONG = 'x'.repeat(20_000);
/** Parameters that are not what any route expects (99999999999: a safe integer beyond an id's column). */
const PARAMS = [
  'abc',
  '-1',
  '99999999999',
  '99999999999999999999',
  '1.5',
  "1' or '1'='1",
  'ضض',
  LONG.slice(0, 3000),
];

/** A query string of lists' and searches' parameters, none of them usable. */
const QUERY = new URLSearchParams({
  page: '-1',
  pageSize: '1e20',
  q: LONG.slice(0, 1000),
  status: 'nonsense',
  'searchCriteria[pageSize]': 'abc',
  'searchCriteria[currentPage]': '-5',
  'searchCriteria[sortOrders][0][field]': "name' desc",
  'searchCriteria[filter_groups][0][filters][0][field]': 'price',
  'searchCriteria[filter_groups][0][filters][0][value]': 'cheap',
  'searchCriteria[filter_groups][0][filters][0][condition_type]': 'between',
}).toString();

/** Bodies that are not the operation's: raw text, then JSON values of the wrong shape. */
function bodies(properties: string[]): string[] {
  const wrong = (value: unknown) => JSON.stringify(Object.fromEntries(properties.map((p) => [p, value])));
  return [
    '{',
    'null',
    '[]',
    '"text"',
    '{"__proto__":{"x":1},"constructor":{"prototype":{}}}',
    ...(properties.length
      ? [
          wrong({ nested: [1, 2] }),
          wrong(-1e308),
          // A whole number beyond PostgreSQL's integer, as an id, a quantity or an amount.
          wrong(99_999_999_999),
          wrong(LONG),
          wrong([null]),
          wrong(true),
        ]
      : []),
  ];
}

type Locale = 'ar' | 'en';
/** A message in the language: Arabic letters in Arabic, none in English. */
const IN_LANGUAGE: Record<Locale, (text: string) => boolean> = {
  ar: (text) => /[\u0600-\u06FF]/.test(text),
  en: (text) => !/[\u0600-\u06FF]/.test(text),
};

/** Multipart bodies a client cut short or got wrong: no boundary, an unclosed part, a part without a name. */
const MULTIPARTS: [string, string][] = [
  ['multipart/form-data', 'abc'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
  ],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--x--\r\n'],
  ['text/plain', 'hello'],
];

const send = (
  method: string,
  path: string,
  body: string | undefined,
  locale: Locale,
  auth: object,
  type = 'application/json',
) =>
  (path.startsWith('/api/') ? authServiceApp : restApp).request(path, {
    method: method.toUpperCase(),
    headers: { 'content-type': type, 'accept-language': locale, ...auth },
    body,
  });

/** How many answers of each status the sweep has had: a good share must be refusals (400). */
const seen = new Map<number, number>();

/** What is wrong with the answer, if anything: a 5xx, or a 4xx without a sentence in the language. */
async function verdict(res: Response, locale: Locale): Promise<string | null> {
  seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 160)}`;
  if (res.status < 400 || !res.headers.get('content-type')?.includes('json')) return null;
  const { message, parameters } = JSON.parse(text) as { message?: unknown; parameters?: unknown[] };
  // What the message quotes of the request (a path, an identifier) is not its language.
  const own =
    typeof message === 'string'
      ? (parameters ?? []).reduce<string>((m, p) => m.replaceAll(String(p), ''), message)
      : '';
  if (typeof message !== 'string' || !/\s/.test(message.trim()) || !IN_LANGUAGE[locale](own))
    return `${res.status} without a sentence in ${locale}: ${text.slice(0, 160)}`;
  return null;
}

// Once, on PGlite: the answers do not depend on the database server, and the sweep is long.
describe.skipIf(Boolean(inject('serverUrl')))('bad input on every REST operation', () => {
  beforeAll(async () => {
    db = (await useTestDb()).db;
    doc = (await (await restApp.request('/rest/openapi.json')).json()) as Doc;
    const [seller] = await db.select({ id: sellers.id }).from(sellers).limit(1);
    headers.customer = bearer((await quickCustomer(db)).token);
    headers.admin = (await signedInStaff(db, 'admin')).headers;
    headers.seller = (await signedInStaff(db, 'seller', seller!.id)).headers;
  });

  it('is answered 4xx with a message in the caller’s language, never 5xx', async () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method, path, op })),
    );
    operations.sort(
      (a, b) =>
        Number(SIGNS_OUT.has(`${a.method} ${a.path}`)) - Number(SIGNS_OUT.has(`${b.method} ${b.path}`)),
    );
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const auth = headers[who(path)];
      const schema = op.requestBody?.content['application/json']?.schema;
      const properties = Object.keys(schema?.properties ?? {});
      const withBody = method === 'post' || method === 'put';
      const hasParams = /\{(?!locale\})\w+\}/.test(path);
      const attempts: { value: string; body?: string; query?: string; type?: string }[] = [];
      for (const value of hasParams ? PARAMS : ['1'])
        attempts.push({ value, body: withBody ? '{}' : undefined });
      if (withBody) for (const body of bodies(properties)) attempts.push({ value: '1', body });
      if (method === 'get') attempts.push({ value: '1', query: QUERY });
      if (withBody) for (const [type, body] of MULTIPARTS) attempts.push({ value: '1', body, type });
      for (const { value, body, query, type } of attempts) {
        for (const locale of ['ar', 'en'] as const) {
          const url = filled(path, locale, value) + (query ? `?${query}` : '');
          sent++;
          const problem = await verdict(await send(method, url, body, locale, auth, type), locale);
          if (problem)
            failures.push(
              `${method.toUpperCase()} ${url.slice(0, 120)} ${body?.slice(0, 60) ?? ''} → ${problem}`,
            );
        }
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
    expect(seen.get(400)).toBeGreaterThan(sent / 3);
  });

  it('and so is every call of the authentication service (/api/amanauth)', async () => {
    // The fields of its §3 payloads, each given values of the wrong type in turn.
    const fields = [
      'phone_number',
      'Email',
      'MobileNumber',
      'Password',
      'verify_code',
      'type',
      'value',
      'Code',
    ];
    const routes = authServiceApp.routes.filter((r) => r.method === 'POST');
    seen.clear();
    expect(routes.length).toBeGreaterThan(8);
    const failures: string[] = [];
    for (const { path } of routes) {
      for (const body of ['{}', ...bodies(fields)]) {
        for (const locale of ['ar', 'en'] as const) {
          const problem = await verdict(await send('post', path, body, locale, headers.customer), locale);
          if (problem) failures.push(`POST ${path} ${body.slice(0, 60)} → ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(seen.get(400)).toBeGreaterThan(routes.length * 4);
  });
});
