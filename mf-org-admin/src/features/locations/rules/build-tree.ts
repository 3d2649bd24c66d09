/** The flat location list as a tree (antd Tree data): children under their parent, names in order. */
import { type Location } from 'shared-contracts';

export interface PlaceNode {
  key: string;
  title: string;
  value: string;
  location: Location;
  children: PlaceNode[];
}

export function buildTree(list: readonly Location[]): PlaceNode[] {
  const nodes = new Map(
    list.map((location) => [location._id, { key: location._id, value: location._id, title: location.name, location, children: [] as PlaceNode[] }]),
  );
  const roots: PlaceNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.location.parent ? nodes.get(node.location.parent) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const sort = (level: PlaceNode[]) => {
    level.sort((a, b) => a.title.localeCompare(b.title));
    level.forEach((node) => sort(node.children));
    return level;
  };
  return sort(roots);
}

/** The ids of `id` and every place inside it (a place cannot move under these). */
export function withDescendants(list: readonly Location[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const location of list) {
      if (location.parent && out.has(location.parent) && !out.has(location._id)) {
        out.add(location._id);
        grew = true;
      }
    }
  }
  return out;
}
