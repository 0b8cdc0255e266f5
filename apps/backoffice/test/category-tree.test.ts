/** The category screen's tree helpers: reading order, where a node may move, a move up or down. */
import type { AdminCategoryNode } from '@clubshop/api-sdk/admin';
import { describe, expect, test } from 'vitest';
import {
  flattenTree,
  possibleParents,
  reorderedSiblings,
  siblingsOf,
} from '../src/routes/categories/category-tree.ts';

function node(id: string, parentId: string | null, sortOrder: number, children: AdminCategoryNode[] = []) {
  return {
    id,
    storeId: 's',
    parentId,
    key: id,
    name: id,
    url: `/${id}/`,
    metaTitle: id,
    metaDescription: id,
    depth: 0,
    sortOrder,
    children,
  } satisfies AdminCategoryNode;
}

const tree = [
  node('root', null, 0, [
    node('men', 'root', 1, [node('shirts', 'men', 1), node('shorts', 'men', 2)]),
    node('women', 'root', 2),
    node('kids', 'root', 3),
  ]),
];

describe('the category tree', () => {
  test('flattens depth first, each node after its parent, with its level', () => {
    expect(flattenTree(tree).map((entry) => `${entry.level}:${entry.node.id}`)).toEqual([
      '0:root',
      '1:men',
      '2:shirts',
      '2:shorts',
      '1:women',
      '1:kids',
    ]);
  });

  test('a node may move under anything but itself and its own children', () => {
    const flat = flattenTree(tree);
    const men = flat.find((entry) => entry.node.id === 'men')?.node;
    if (!men) throw new Error('no men');
    expect(possibleParents(flat, men).map((entry) => entry.node.id)).toEqual(['root', 'women', 'kids']);
  });

  test('moving up or down renumbers only the siblings whose place changes', () => {
    const siblings = siblingsOf(flattenTree(tree), 'root');
    expect(siblings.map((sibling) => sibling.id)).toEqual(['men', 'women', 'kids']);
    expect(reorderedSiblings(siblings, 'kids', -1)).toEqual([
      { id: 'kids', sortOrder: 2 },
      { id: 'women', sortOrder: 3 },
    ]);
    expect(reorderedSiblings(siblings, 'men', -1)).toEqual([]);
    expect(reorderedSiblings(siblings, 'kids', 1)).toEqual([]);
  });

  test('equal sort orders (as an import may leave them) are put in order too', () => {
    const equal = [node('a', 'root', 5), node('b', 'root', 5), node('c', 'root', 5)];
    expect(reorderedSiblings(equal, 'c', -1)).toEqual([
      { id: 'a', sortOrder: 1 },
      { id: 'c', sortOrder: 2 },
      { id: 'b', sortOrder: 3 },
    ]);
  });
});
