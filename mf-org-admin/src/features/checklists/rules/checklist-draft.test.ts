import { type ChecklistDraft, type DraftRow, bodyOf, moveRow, problemsOf, tagsOf } from './checklist-draft';

const row = (key: string, overrides: Partial<DraftRow> = {}): DraftRow => ({
  key,
  _id: key,
  label: key,
  category: null,
  defaultTeamName: null,
  tags: [],
  img: null,
  quantity: 1,
  photoRequired: false,
  ...overrides,
});
const draft = (rows: DraftRow[], name = 'Washroom checklist'): ChecklistDraft => ({ name, inspectionMode: 0, rows });

describe('moveRow', () => {
  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 5, ['a', 'b', 'c']],
  ])('moves %i to %i', (from, to, expected) => {
    expect(moveRow([row('a'), row('b'), row('c')], from, to).map((r) => r.key)).toEqual(expected);
  });
});

describe('problemsOf (the shared schema the api checks with)', () => {
  it('accepts a good draft and sends new rows without an id', () => {
    const ok = draft([row('a'), row('new', { _id: undefined, label: ' Handrail ', category: ' Lift ' })]);
    expect(problemsOf(ok)).toBeNull();
    expect(bodyOf(ok, 3)).toEqual({
      baseVersion: 3,
      name: 'Washroom checklist',
      inspectionMode: 0,
      parameters: [
        { _id: 'a', label: 'a', category: null, defaultTeamName: null, tags: [], img: null, quantity: 1, photoRequired: false },
        { label: 'Handrail', category: 'Lift', defaultTeamName: null, tags: [], img: null, quantity: 1, photoRequired: false },
      ],
    });
  });

  it('names the row without a name, the rows with the same name, an empty list and an empty checklist name', () => {
    expect(problemsOf(draft([row('a'), row('b', { label: '  ' })]))).toEqual({ rows: { b: 'labelRequired' } });
    expect(problemsOf(draft([row('a', { label: 'Floor' }), row('b', { label: 'floor ' })]))).toEqual({ rows: { a: 'duplicate', b: 'duplicate' } });
    expect(problemsOf(draft([]))).toMatchObject({ list: 'noParameters' });
    expect(problemsOf(draft([row('a')], ' '))).toMatchObject({ name: 'nameRequired' });
  });

  it('names a quantity below 1 or above 1000, and an image that was not uploaded here (issue 19)', () => {
    expect(problemsOf(draft([row('a', { quantity: 0 })]))).toEqual({ rows: { a: 'quantity' } });
    expect(problemsOf(draft([row('a', { quantity: 1001 })]))).toEqual({ rows: { a: 'quantity' } });
    expect(problemsOf(draft([row('a', { img: 'https://elsewhere.example/x.png' })]))).toEqual({ rows: { a: 'invalid' } });
    expect(problemsOf(draft([row('a', { img: '/uploads/0123456789abcdef01234567.jpg', quantity: 4, photoRequired: true })]))).toBeNull();
  });
});

describe('tagsOf', () => {
  it('keeps the ids of known tags and gives new ones an id', () => {
    const tags = tagsOf(['Wet', 'Loose', 'Wet', ' '], [{ _id: 't1', name: 'Wet' }]);
    expect(tags[0]).toEqual({ _id: 't1', name: 'Wet' });
    expect(tags).toHaveLength(2);
    expect(tags[1]?.name).toBe('Loose');
    expect(tags[1]?._id).toMatch(/^tag-/);
  });
});
