/** Class names shared by forms and panels; no domain knowledge. */

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-70';
const PRIMARY = 'bg-primary text-white hover:bg-neutral-800';
const SECONDARY = 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100';

/** The black call to action, sized to its text. */
export const PRIMARY_BUTTON = `${BUTTON} ${PRIMARY} px-5 py-2.5`;
/** A destructive action (delete), sized to its text. */
export const DANGER_BUTTON = `${BUTTON} bg-error text-white hover:bg-red-800 px-5 py-2.5`;
/** The outlined button, sized to its text. */
export const SECONDARY_BUTTON = `${BUTTON} ${SECONDARY} px-4 py-2`;
/** The call to action across the full width of a narrow form (modal, login page). */
export const PRIMARY_BUTTON_FULL = `${BUTTON} ${PRIMARY} w-full px-4 py-3`;
/** The outlined button across the full width of a narrow form. */
export const SECONDARY_BUTTON_FULL = `${BUTTON} ${SECONDARY} w-full px-4 py-3`;
/** A button drawn as an inline text link (amber-700: 5:1 on white, where the brand orange is 3.2:1). */
export const LINK_BUTTON =
  'font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary disabled:opacity-50';

/** A white panel. */
export const CARD = 'rounded-lg bg-white p-4 shadow-sm md:p-6';
/** A link in running text or beside a heading (amber-700: 5:1 on white). */
export const TEXT_LINK =
  'font-bold text-amber-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary';
