import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { fieldErrors, parseInput } from './validate';

const schema = z.object({
  name: z.string().max(3, 'name_too_long'),
  lines: z.array(z.object({ qty: z.number() })),
});

describe('fieldErrors', () => {
  it("keeps a schema's own message keys, per field", () => {
    const r = schema.safeParse({ name: 'long', lines: [] });
    expect(fieldErrors(r.error!)).toEqual({ name: 'name_too_long' });
  });

  it("answers invalid_input for zod's own sentences (a value of the wrong type)", () => {
    const r = schema.safeParse({ name: 'ab', lines: [null] });
    expect(r.error!.issues[0]!.message).toMatch(/ /);
    expect(fieldErrors(r.error!)).toEqual({ 'lines.0': 'invalid_input' });
    expect(fieldErrors(z.object({}).safeParse([]).error!)).toEqual({ _: 'invalid_input' });
  });
});

describe('parseInput', () => {
  it('refuses with the first field’s key', () => {
    const refused = (() => {
      try {
        parseInput(schema, { name: 'long', lines: 'x' });
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ messageKey: 'name_too_long', fieldErrors: { lines: 'invalid_input' } });
  });
});

describe('a value that none of a union’s forms take', () => {
  it('is named by what its forms say, not by zod’s own sentence', () => {
    const amount = z.preprocess(
      (v) => v,
      z.coerce
        .number({ error: 'price_error' })
        .max(10, { error: 'price_error' })
        .transform((n) => n * 100),
    );
    const price = z.union([z.literal('').transform(() => null), z.null(), amount]);
    const parsed = z.object({ price }).safeParse({ price: '99' });
    expect(fieldErrors(parsed.error!)).toEqual({ price: 'price_error' });
  });
});
