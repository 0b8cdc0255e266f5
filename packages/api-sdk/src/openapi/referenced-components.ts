import type { JsonSchema } from '@valibot/to-json-schema';

const schemaRef = /^#\/components\/schemas\/(.+)$/;

/** Every `$ref` to a component schema found anywhere in `value`, by component name. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') {
      const name = schemaRef.exec(inner)?.[1];
      if (name) found.add(name);
    } else {
      refsIn(inner, found);
    }
  }
}

/**
 * The component schemas that `roots` (the document's paths and responses) reach through `$ref`,
 * directly or through other components, in their original order.
 */
export function referencedComponents(
  components: Record<string, JsonSchema>,
  ...roots: unknown[]
): Record<string, JsonSchema> {
  const reached = new Set<string>();
  const queue: string[] = [];
  const visit = (value: unknown) => {
    const found = new Set<string>();
    refsIn(value, found);
    for (const name of found) {
      if (!reached.has(name)) {
        reached.add(name);
        queue.push(name);
      }
    }
  };
  for (const root of roots) visit(root);
  while (queue.length > 0) visit(components[queue.pop() as string]);
  return Object.fromEntries(Object.entries(components).filter(([name]) => reached.has(name)));
}
