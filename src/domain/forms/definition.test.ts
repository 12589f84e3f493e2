import { describe, expect, it } from 'vitest';
import { BOOK_TRIP_DEFINITION } from './book-trip';
import { checkSubmission, definitionSchema } from './definition';

// Noon in Cairo on 24 November 2026.
const NOW = new Date('2026-11-24T10:00:00Z');
const trip = (over: Record<string, unknown> = {}) => ({
  destination: ' Sharm El Sheikh ',
  departure_date: '2026-12-20',
  return_date: '2026-12-27',
  adults: '2',
  children: '',
  name: 'Mona Adel',
  phone: '+201012345678',
  pay_with_card: true,
  ...over,
});
const check = (over: Record<string, unknown> = {}) => checkSubmission(BOOK_TRIP_DEFINITION, trip(over), NOW);
const keys = (over: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(check(over).errors).map(([k, e]) => [k, e.key]));

describe('a stored form checks a submission against its definition', () => {
  it('is itself a valid definition', () => {
    expect(definitionSchema.parse(BOOK_TRIP_DEFINITION)).toMatchObject({ reference_prefix: 'TRP' });
  });

  it('takes a good trip: texts trimmed, numbers and flags typed, the phone in its local form, empty optionals null', () => {
    const { data, errors } = check();
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      destination: 'Sharm El Sheikh',
      adults: 2,
      children: null,
      phone: '01012345678',
      email: null,
      pay_with_card: true,
    });
  });

  it('asks for every required field', () => {
    const { errors } = checkSubmission(BOOK_TRIP_DEFINITION, {}, NOW);
    expect(Object.keys(errors).sort()).toEqual(
      ['adults', 'departure_date', 'destination', 'name', 'pay_with_card', 'phone', 'return_date'].sort(),
    );
    expect(errors.destination?.key).toBe('form_required');
    expect(errors.pay_with_card?.key).toBe('form_choose_yes_no');
  });

  it('wants both dates after today (Cairo) and the return after the departure', () => {
    expect(keys({ departure_date: '2026-11-24' })).toEqual({ departure_date: 'form_date_future' });
    expect(keys({ departure_date: '2026-11-25' })).toEqual({});
    expect(keys({ return_date: '2026-12-20' })).toEqual({ return_date: 'form_date_after' });
    expect(keys({ return_date: '2026-12-19' })).toEqual({ return_date: 'form_date_after' });
    expect(keys({ departure_date: '2026-02-30' })).toEqual({ departure_date: 'form_invalid_date' });
    expect(keys({ departure_date: '20/12/2026' })).toEqual({ departure_date: 'form_invalid_date' });
  });

  it('checks numbers, lengths, phone, e-mail and yes/no by their rules', () => {
    expect(keys({ adults: '0' })).toEqual({ adults: 'form_number_range' });
    expect(check({ adults: '21' }).errors.adults?.params).toEqual({ min: '1', max: '20' });
    expect(keys({ adults: '2.5' })).toEqual({ adults: 'form_number_range' });
    // As an Arabic keyboard types them.
    expect(check({ adults: '٢' }).data.adults).toBe(2);
    expect(check({ adults: '۱۲' }).data.adults).toBe(12);
    expect(keys({ adults: '٢١' })).toEqual({ adults: 'form_number_range' });
    expect(keys({ destination: 'x'.repeat(101) })).toEqual({ destination: 'form_too_long' });
    expect(keys({ phone: '0123' })).toEqual({ phone: 'phone_length' });
    expect(keys({ phone: 'abc' })).toEqual({ phone: 'phone_valid' });
    expect(keys({ email: 'not-mail' })).toEqual({ email: 'email_error' });
    expect(keys({ pay_with_card: 'maybe' })).toEqual({ pay_with_card: 'form_invalid_boolean' });
    expect(check({ pay_with_card: 'false' }).data.pay_with_card).toBe(false);
  });

  it('wants the destination and the name in letters, two at least, in either language', () => {
    expect(keys({ destination: '1', name: 'x' })).toEqual({
      destination: 'form_letters',
      name: 'form_letters',
    });
    expect(keys({ destination: '!!', name: '12 34' })).toEqual({
      destination: 'form_letters',
      name: 'form_letters',
    });
    expect(keys({ destination: 'دبي', name: 'Li' })).toEqual({});
    expect(keys({ notes: '1' })).toEqual({});
  });

  it('refuses a parameter the form does not have', () => {
    expect(keys({ price: '100' })).toEqual({ price: 'form_unknown_field' });
  });
});
