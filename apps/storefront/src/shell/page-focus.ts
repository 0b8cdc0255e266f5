/** How long a new page may take to show its main heading (its chunk and data on a slow line). */
const HEADING_WAIT_MS = 10_000;

/** A control the shopper operates in place: a change it makes to the address keeps the focus on it. */
const CONTROL = 'input, select, textarea, [role="radio"], [role="slider"], [role="spinbutton"]';

/** The page's main heading: the first `h1` of `main`. */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Whether a page change should leave the focus where it is: on a control inside `main` that the
 * shopper is operating (the colour choice, whose every option is a page of its own: the group keeps
 * the focus while the page changes colour).
 */
export function keepsFocus(active: Element | null = document.activeElement): boolean {
  return Boolean(active?.isConnected && active.closest('main') && active.matches(CONTROL));
}

/**
 * After a page change in the app (docs/decisions/0036-what-runs-before-hydration.md), moves the
 * focus to the new page's main heading as soon as it is there, made focusable with
 * `tabindex="-1"`, so a screen reader reads the new page's name and the next Tab continues from
 * the top of its content, as after a page load. The old page's heading (same element, same text)
 * does not count. It does nothing when the shopper operates a control of the
 * page ({@link keepsFocus}), and gives up when the shopper moves the focus meanwhile.
 * Returns a cleanup that stops waiting.
 */
export function focusNewPageHeading(
  previous: PageHeading,
  onFocused: (heading: PageHeading) => void = () => undefined,
): () => void {
  if (keepsFocus()) return () => undefined;
  const focusedAtStart = document.activeElement;
  const main = document.querySelector('main');
  if (!main) return () => undefined;
  let stopped = false;
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    const moved = active !== focusedAtStart && active !== document.body && active?.isConnected;
    if (moved) return true;
    const heading = mainHeading();
    if (!heading || (heading === previous.element && heading.textContent === previous.text)) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    onFocused(currentHeading());
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!stopped && tryFocus()) stop();
  });
  observer.observe(main, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    stopped = true;
    observer.disconnect();
    window.clearTimeout(timer);
  }
  return stop;
}

/**
 * Puts the focus on the page's main heading (made focusable with `tabindex="-1"`), or on `main`
 * when the page has none: where the focus goes when the element that had it goes away (a banner
 * answered, decision 0077), so it never falls to the page's body.
 */
export function focusMainContent(): void {
  const target = mainHeading() ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** A page's main heading and its text, to tell the next page's from it. */
export interface PageHeading {
  element: Element | null;
  text: string | null;
}

/** The main heading as it is now: {@link focusNewPageHeading} waits for another one. */
export function currentHeading(): PageHeading {
  const element = mainHeading();
  return { element, text: element?.textContent ?? null };
}
