/**
 * Whether a native `popover` element is open; false where the browser has no popovers (a test's
 * DOM), so callers need no feature test of their own.
 */
export function isPopoverOpen(element: HTMLElement | null | undefined): boolean {
  return typeof element?.hidePopover === 'function' && element.matches(':popover-open');
}

/** Closes a native `popover` element if it is open (see {@link isPopoverOpen}). */
export function closePopover(element: HTMLElement | null | undefined): void {
  if (element && isPopoverOpen(element)) element.hidePopover();
}
