// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { recordUntilHydrated } from './island-replay.ts';

function island() {
  const element = document.createElement('div');
  element.innerHTML = '<a href="/men/">Men</a><button type="button">Open Men</button>';
  document.body.append(element);
  const link = element.querySelector('a') as HTMLAnchorElement;
  const button = element.querySelector('button') as HTMLButtonElement;
  return { element, link, button };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('an island records what the shopper does before it is hydrated', () => {
  test('a plain click on a link waits and is done again once hydrated', () => {
    const { element, link } = island();
    const recorder = recordUntilHydrated(element);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate
    });
    recorder.replay();
    expect(clicks).toEqual([false]);
    // Recording stopped: a later click is the page's own again.
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(clicks).toEqual([false, false]);
  });

  test('on a touch screen a tap on an item with children opens it (its toggle), never navigates', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query === '(hover: none)' }) as MediaQueryList,
    );
    const element = document.createElement('div');
    element.innerHTML =
      '<ul><li><a href="/men/">Men</a><button type="button" aria-expanded="false" aria-controls="p">Open Men</button>' +
      '<div id="p" hidden><a href="/men/shirts/">Shirts</a></div></li><li><a href="/sale/">Sale</a></li></ul>';
    document.body.append(element);
    const [men, , sale] = [...element.querySelectorAll('a')] as HTMLAnchorElement[];
    const toggle = element.querySelector('button') as HTMLButtonElement;
    const recorder = recordUntilHydrated(element);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    men?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    const clicked: string[] = [];
    men?.addEventListener('click', (event) => {
      clicked.push('link');
      event.preventDefault();
    });
    toggle.addEventListener('click', () => clicked.push('toggle'));
    recorder.replay();
    expect(clicked).toEqual(['toggle']);

    // An item without children is a link on a touch screen too.
    const again = recordUntilHydrated(element);
    sale?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    const followed: string[] = [];
    sale?.addEventListener('click', (event) => {
      followed.push('sale');
      event.preventDefault();
    });
    again.replay();
    expect(followed).toEqual(['sale']);
    vi.unstubAllGlobals();
  });

  test('a click with a modifier (open in a new tab) is left to the browser', () => {
    const { element, link } = island();
    recordUntilHydrated(element);
    const prevented: boolean[] = [];
    link.addEventListener('click', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not navigate
    });
    link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
    );
    expect(prevented).toEqual([false]);
  });

  test('the last key goes again to the element that still has the focus', () => {
    const { element, link } = island();
    const recorder = recordUntilHydrated(element);
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const keys: string[] = [];
    link.addEventListener('keydown', (event) => keys.push(event.key));
    recorder.replay();
    expect(keys).toEqual(['ArrowDown']);
  });

  test('Tab, Enter and Space keep their native action and are not sent again', () => {
    const { element, button } = island();
    const recorder = recordUntilHydrated(element);
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    const keys: string[] = [];
    button.addEventListener('keydown', (event) => keys.push(event.key));
    recorder.replay();
    expect(keys).toEqual([]);
  });

  test('without hydration the browser follows the link after a while', () => {
    vi.useFakeTimers();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { element, link } = island();
    recordUntilHydrated(element);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    vi.advanceTimersByTime(3000);
    expect(assign).toHaveBeenCalledWith(link.href);
    vi.unstubAllGlobals();
  });
});
