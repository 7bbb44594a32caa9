import type { CatalogueTemplate, ClassifyNode } from './types.ts';

/** A node of the classification tree by id, at any depth. */
export function findNode(tree: ClassifyNode[], id: string | null | undefined): ClassifyNode | null {
  if (!id) return null;
  for (const node of tree) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return null;
}

/** The first-level node a node belongs to (itself when it is first-level). */
export function rootOf(tree: ClassifyNode[], id: string | null | undefined): ClassifyNode | null {
  if (!id) return null;
  return tree.find((root) => root.id === id || findNode(root.children, id) !== null) ?? null;
}

function idsUnder(node: ClassifyNode): Set<string> {
  const ids = new Set<string>([node.id]);
  for (const child of node.children) for (const id of idsUnder(child)) ids.add(id);
  return ids;
}

export interface TemplateGroup {
  /** null: templates filed directly under the node being shown, before its sub-categories. */
  node: ClassifyNode | null;
  templates: CatalogueTemplate[];
}

/**
 * Templates of a page grouped by the next level of the tree: by first-level category on the catalogue's front page,
 * by sub-category inside a category. Empty groups are left out; templates filed on no known node go last, unnamed.
 */
export function groupTemplates(tree: ClassifyNode[], current: ClassifyNode | null, templates: CatalogueTemplate[]): TemplateGroup[] {
  const levels = current ? current.children : tree;
  const groups: TemplateGroup[] = [];
  const placed = new Set<string>();
  if (current) {
    const own = templates.filter((tpl) => tpl.classifyId === current.id);
    own.forEach((tpl) => placed.add(tpl.id));
    if (own.length) groups.push({ node: null, templates: own });
  }
  for (const node of levels) {
    const ids = idsUnder(node);
    const inside = templates.filter((tpl) => !placed.has(tpl.id) && ids.has(tpl.classifyId));
    inside.forEach((tpl) => placed.add(tpl.id));
    if (inside.length) groups.push({ node, templates: inside });
  }
  const rest = templates.filter((tpl) => !placed.has(tpl.id));
  if (rest.length) groups.push({ node: null, templates: rest });
  return groups;
}
