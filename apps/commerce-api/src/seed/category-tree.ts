/**
 * The category tree every club's sites share (three levels under the root), with names and url
 * segments per culture. Leaves carry the kind of product they hold.
 */

/** Texts per culture. */
export type Texts = Record<'en' | 'de' | 'da', string>;

/** The kinds of product, which decide sizes, price and personalisation. */
export type ProductKind =
  | 'home-shirt'
  | 'away-shirt'
  | 'third-shirt'
  | 'jacket'
  | 'top'
  | 'pants'
  | 'shorts'
  | 'scarf'
  | 'cap'
  | 'mug'
  | 'keyring';

/** A node of the tree. */
export interface CategoryNode {
  key: string;
  names: Texts;
  children?: CategoryNode[];
  /** On leaves: what they sell. */
  kind?: ProductKind;
}

const t = (en: string, de: string, da: string): Texts => ({ en, de, da });

const shirts = (kinds: Array<'home' | 'away' | 'third'>): CategoryNode => ({
  key: 'shirts',
  names: t('Shirts', 'Trikots', 'Trøjer'),
  children: kinds.map((kind) => ({
    key: kind,
    names: {
      home: t('Home kit', 'Heimtrikots', 'Hjemmebane'),
      away: t('Away kit', 'Auswärtstrikots', 'Udebane'),
      third: t('Third kit', 'Ausweichtrikots', 'Tredjesæt'),
    }[kind],
    kind: `${kind}-shirt` as const,
  })),
});

/** The tree below each site's root. */
export const categoryTree: CategoryNode[] = [
  {
    key: 'men',
    names: t('Men', 'Herren', 'Herre'),
    children: [
      shirts(['home', 'away', 'third']),
      {
        key: 'training',
        names: t('Training', 'Training', 'Træning'),
        children: [
          { key: 'jackets', names: t('Jackets', 'Jacken', 'Jakker'), kind: 'jacket' },
          { key: 'tops', names: t('Tops', 'Oberteile', 'Overdele'), kind: 'top' },
          { key: 'pants', names: t('Pants', 'Hosen', 'Bukser'), kind: 'pants' },
        ],
      },
    ],
  },
  {
    key: 'women',
    names: t('Women', 'Damen', 'Dame'),
    children: [
      shirts(['home', 'away']),
      {
        key: 'training',
        names: t('Training', 'Training', 'Træning'),
        children: [
          { key: 'jackets', names: t('Jackets', 'Jacken', 'Jakker'), kind: 'jacket' },
          { key: 'tops', names: t('Tops', 'Oberteile', 'Overdele'), kind: 'top' },
        ],
      },
    ],
  },
  {
    key: 'kids',
    names: t('Kids', 'Kinder', 'Børn'),
    children: [
      shirts(['home', 'away']),
      {
        key: 'training',
        names: t('Training', 'Training', 'Træning'),
        children: [
          { key: 'tops', names: t('Tops', 'Oberteile', 'Overdele'), kind: 'top' },
          { key: 'shorts', names: t('Shorts', 'Shorts', 'Shorts'), kind: 'shorts' },
        ],
      },
    ],
  },
  {
    key: 'accessories',
    names: t('Accessories', 'Zubehör', 'Tilbehør'),
    children: [
      {
        key: 'scarves-hats',
        names: t('Scarves & hats', 'Schals & Mützen', 'Halstørklæder & huer'),
        children: [
          { key: 'scarves', names: t('Scarves', 'Schals', 'Halstørklæder'), kind: 'scarf' },
          { key: 'caps', names: t('Caps', 'Kappen', 'Kasketter'), kind: 'cap' },
        ],
      },
      {
        key: 'gifts',
        names: t('Gifts', 'Geschenke', 'Gaver'),
        children: [
          { key: 'mugs', names: t('Mugs', 'Becher', 'Krus'), kind: 'mug' },
          { key: 'keyrings', names: t('Keyrings', 'Schlüsselanhänger', 'Nøgleringe'), kind: 'keyring' },
        ],
      },
    ],
  },
];

/** A node with its club-wide path (`men/shirts/home`) and ancestors. */
export interface FlatCategory {
  key: string;
  node: CategoryNode;
  depth: number;
  parentKey: string;
  path: CategoryNode[];
  sortOrder: number;
}

/** Every node of the tree, parents before children. */
export function flattenCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: CategoryNode[], parentKey: string, path: CategoryNode[], depth: number) => {
    nodes.forEach((node, index) => {
      const key = parentKey ? `${parentKey}/${node.key}` : node.key;
      out.push({ key, node, depth, parentKey, path: [...path, node], sortOrder: index });
      if (node.children) walk(node.children, key, [...path, node], depth + 1);
    });
  };
  walk(categoryTree, '', [], 1);
  return out;
}
