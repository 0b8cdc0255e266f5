/**
 * The category tree as the category screen works with it: the nodes in reading order with their
 * depth, the nodes a category may move under (not itself nor one of its own children: the API
 * refuses a loop), and the sort orders a move up or down among its siblings writes.
 */
import type { AdminCategoryNode } from '@clubshop/api-sdk/admin';

/** A node of the tree in reading order. */
export interface FlatCategory {
  node: AdminCategoryNode;
  /** 0 for the root. */
  level: number;
}

/** The nodes of `roots` and their children, depth first, each after its parent. */
export function flattenTree(roots: readonly AdminCategoryNode[], level = 0): FlatCategory[] {
  return roots.flatMap((node) => [{ node, level }, ...flattenTree(node.children, level + 1)]);
}

/** The ids of `node` and everything under it. */
export function idsUnder(node: AdminCategoryNode): Set<string> {
  const ids = new Set<string>([node.id]);
  for (const child of node.children) for (const id of idsUnder(child)) ids.add(id);
  return ids;
}

/** The nodes `node` may move under: every node but itself and its own descendants. */
export function possibleParents(flat: readonly FlatCategory[], node: AdminCategoryNode): FlatCategory[] {
  const excluded = idsUnder(node);
  return flat.filter((entry) => !excluded.has(entry.node.id));
}

/** The children of the node `parentId` (the roots for null), in their order. */
export function siblingsOf(flat: readonly FlatCategory[], parentId: string | null): AdminCategoryNode[] {
  return flat.filter((entry) => entry.node.parentId === parentId).map((entry) => entry.node);
}

/**
 * The sort orders that move `id` one place up (-1) or down (+1) among `siblings`: every sibling
 * numbered 1, 2, 3… in the new order, and only those whose number changes (equal sort orders,
 * as imports may leave them, are ordered too). Empty when it is first (up) or last (down).
 */
export function reorderedSiblings(
  siblings: readonly AdminCategoryNode[],
  id: string,
  direction: -1 | 1,
): Array<{ id: string; sortOrder: number }> {
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= siblings.length) return [];
  const order = [...siblings];
  const [moved] = order.splice(index, 1);
  if (moved) order.splice(target, 0, moved);
  return order
    .map((sibling, position) => ({ id: sibling.id, sortOrder: position + 1, before: sibling.sortOrder }))
    .filter((entry) => entry.sortOrder !== entry.before)
    .map(({ id: changed, sortOrder }) => ({ id: changed, sortOrder }));
}
