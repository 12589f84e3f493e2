import { z } from 'zod';
import { SUBMISSION_STATUSES } from '@/db/schema/forms';

export { SUBMISSION_STATUSES };

/** What staff write beside a request they close or reopen (a call made, a booking's number). */
export const SUBMISSION_NOTE_MAX = 500;

export const submissionStatus = z.enum(SUBMISSION_STATUSES, { error: 'status_error' });

/** PUT form-submissions/{id}/status: the status to set and an optional note for its history. */
export const submissionStatusSchema = z.object({
  status: submissionStatus,
  note: z
    .string({ error: 'submission_note' })
    .trim()
    .max(SUBMISSION_NOTE_MAX, { error: 'submission_note' })
    .optional()
    .transform((note) => note || null),
});
