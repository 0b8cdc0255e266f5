/**
 * jsdom has no layout: `getClientRects()` is empty for every element, so the `tabbable` library
 * (what the focus trap asks "what can Tab reach?") would take every element for hidden. This
 * gives an element one client rect when a browser would render it: connected, and neither it nor
 * an ancestor `display: none` (from a style attribute, a stylesheet or the `hidden` attribute).
 */
export function installClientRects(): void {
  const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] };
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    let rendered = this.isConnected;
    for (let element: Element | null = this; rendered && element; element = element.parentElement) {
      if (element.hasAttribute('hidden') || window.getComputedStyle(element).display === 'none')
        rendered = false;
    }
    if (!rendered) return noRects as unknown as DOMRectList;
    const rect = this.getBoundingClientRect();
    const rects = [rect];
    return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
  };
}
