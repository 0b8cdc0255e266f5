import { Link } from '../../primitives/link/link.tsx';
import type { UspItem } from '../header-types.ts';

/** The icon, text and optional link of one usp item (shared by the header strip and the footer). */
export function UspItemContent({ item }: { item: UspItem }) {
  const content = (
    <>
      {item.image ? <img src={item.image.url} alt={item.image.altText ?? ''} width={20} height={20} /> : null}
      <span>{item.text}</span>
    </>
  );
  if (!item.link) return content;
  return (
    <Link href={item.link.url} variant="subtle" {...(item.link.target ? { target: item.link.target } : {})}>
      {content}
    </Link>
  );
}
