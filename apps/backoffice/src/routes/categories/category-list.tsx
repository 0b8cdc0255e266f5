/** The category tree as a list of buttons, one per category, indented by depth. */
import type { AdminCategoryNode } from '@clubshop/api-sdk/admin';
import { Button } from '@clubshop/ui-kit';
import { useT } from '../../app/i18n.ts';

/** A level of the tree: each node a button that chooses it, its children nested below. */
export function CategoryList(props: {
  nodes: readonly AdminCategoryNode[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useT();
  return (
    <ul className="bo-tree">
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Button
            variant="secondary"
            aria-pressed={node.id === props.chosenId}
            onClick={() => props.onChoose(node.id)}
          >
            {node.parentId === null ? t('Categories.Root') : node.name}
          </Button>{' '}
          <span className="bo-tree__url">{node.url}</span>
          {node.children.length > 0 ? (
            <CategoryList nodes={node.children} chosenId={props.chosenId} onChoose={props.onChoose} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
