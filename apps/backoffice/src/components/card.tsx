/** A card of a screen: a `bo-card` section named by its heading (`aria-labelledby`). */
import type { ReactNode } from 'react';

/** A `bo-card` section whose `<h2 id={id}>` names it; `className` adds classes (e.g. `bo-no-print`). */
export function Card(props: { id: string; title: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <section
      className={props.className ? `bo-card ${props.className}` : 'bo-card'}
      aria-labelledby={props.id}
    >
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}
