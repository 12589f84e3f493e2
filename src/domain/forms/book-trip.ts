import type { FormDefinition } from './definition';

/**
 * The trip booking form of /amantravel (§7 `forms/{formId}` with {parameters}), as it is stored in
 * `forms` (migration 0025); kept here for the seed and the tests.
 */
export const BOOK_TRIP_FORM = 'book_trip';
export const BOOK_TRIP_DEFINITION: FormDefinition = {
  reference_prefix: 'TRP',
  confirm_sms_to: 'phone',
  fields: [
    { name: 'destination', type: 'text', required: true, max: 100, letters: true },
    { name: 'departure_date', type: 'date', required: true, future: true },
    { name: 'return_date', type: 'date', required: true, future: true, after: 'departure_date' },
    { name: 'adults', type: 'integer', required: true, min: 1, max: 20 },
    { name: 'children', type: 'integer', required: false, min: 0, max: 20 },
    { name: 'name', type: 'text', required: true, max: 60, letters: true },
    { name: 'phone', type: 'phone', required: true },
    { name: 'email', type: 'email', required: false },
    { name: 'notes', type: 'textarea', required: false, max: 1000 },
    { name: 'pay_with_card', type: 'boolean', required: true },
  ],
};
