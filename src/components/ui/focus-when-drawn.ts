/**
 * Moves the focus to what a view change drew (a step's heading, say) once it is in the page: it may
 * come a few frames later (a part loaded on demand). A heading is made focusable from script only
 * (tabindex -1), so it is not a Tab stop. Gives up after about two seconds, and leaves the focus
 * alone if the shopper has moved it meanwhile.
 */
export function focusWhenDrawn(selector: string, frames = 120) {
  const from = document.activeElement;
  const tick = (left: number) => {
    if (document.activeElement !== from && document.activeElement !== document.body) return;
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) {
      if (left > 0) requestAnimationFrame(() => tick(left - 1));
      return;
    }
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  };
  requestAnimationFrame(() => tick(frames));
}
