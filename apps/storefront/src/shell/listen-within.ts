/**
 * Listens to events whose target lies within `element`, in the capture phase at the window: ahead
 * of React, which stops the propagation of events aimed at a part it has not hydrated yet (so a
 * listener on the part itself would never hear them). Returns a function that stops listening.
 */
export function listenWithin<TEvent extends Event>(
  element: Element,
  types: readonly string[],
  listener: (event: TEvent) => void,
): () => void {
  const within = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) listener(event as TEvent);
  };
  for (const type of types) window.addEventListener(type, within, { capture: true, passive: false });
  return () => {
    for (const type of types) window.removeEventListener(type, within, { capture: true });
  };
}
