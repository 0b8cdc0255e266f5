/** What is wrong with a flat category list as a tree, or undefined when it forms one. */
export interface TreeProblem {
  /** The category the problem is found at. */
  id: string;
  /** `parentId "x" is not in the list`, `is its own ancestor`, `is listed twice`. */
  problem: string;
}

/**
 * Checks that a flat category list (`GET /api/categories`) forms one tree: ids are unique, every
 * `parentId` is a listed category (or the site's root category, which the list leaves out), and
 * no category is its own ancestor. The storefront builds its menu and breadcrumbs from it.
 *
 * @example
 * categoryTreeProblem([{ id: 'a' }, { id: 'b', parentId: 'x' }], 'root');
 * // { id: 'b', problem: 'parentId "x" is not in the list' }
 */
export function categoryTreeProblem(
  categories: ReadonlyArray<{ id: string; parentId?: string | undefined }>,
  rootCategoryId: string,
): TreeProblem | undefined {
  const parents = new Map<string, string | undefined>();
  for (const category of categories) {
    if (parents.has(category.id)) return { id: category.id, problem: 'is listed twice' };
    parents.set(category.id, category.parentId);
  }
  for (const category of categories) {
    const parentId = category.parentId;
    if (parentId !== undefined && parentId !== rootCategoryId && !parents.has(parentId)) {
      return { id: category.id, problem: `parentId "${parentId}" is not in the list` };
    }
    const seen = new Set<string>([category.id]);
    for (let at = parents.get(category.id); at !== undefined; at = parents.get(at)) {
      if (seen.has(at)) return { id: category.id, problem: 'is its own ancestor' };
      seen.add(at);
    }
  }
  return undefined;
}
