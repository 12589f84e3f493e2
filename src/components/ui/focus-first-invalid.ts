/**
 * After a refused submit, focus goes to the first field to fix, whose message is read with it
 * (aria-describedby), instead of staying on the button. Called in the submit handler: React has
 * drawn the errors by the next frame.
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => firstInvalid(form)?.focus());
}

/** The form's first field marked invalid (aria-invalid), if any. */
export const firstInvalid = (form: HTMLFormElement) =>
  form.querySelector<HTMLElement>('[aria-invalid="true"]');
