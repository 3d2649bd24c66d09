import { buildTree, withDescendants } from './build-tree';

const list = [
  { _id: 'b', name: 'Tower B', parent: 's' },
  { _id: 's', name: 'Campus', parent: null },
  { _id: 'a', name: 'Tower A', parent: 's' },
  { _id: 'f', name: 'Floor 1', parent: 'a' },
  { _id: 'x', name: 'Orphan', parent: 'gone' },
];

describe('buildTree', () => {
  it('nests places under their parent in name order; a missing parent puts a place at the top', () => {
    const tree = buildTree(list);
    expect(tree.map((node) => node.title)).toEqual(['Campus', 'Orphan']);
    expect(tree[0]?.children.map((node) => node.title)).toEqual(['Tower A', 'Tower B']);
    expect(tree[0]?.children[0]?.children.map((node) => node.key)).toEqual(['f']);
  });

  it('knows which places are inside one', () => {
    expect([...withDescendants(list, 's')].sort()).toEqual(['a', 'b', 'f', 's']);
    expect([...withDescendants(list, 'f')]).toEqual(['f']);
  });
});
