import type { Parameter, Team } from 'shared-contracts';
import { assigneeChoices, defaultTeamOf, emptyRaise, missingForRaise, raiseBodyOf } from './raise-form';

const team = (overrides: Partial<Team>): Team => ({ _id: 'tea-x', name: 'X', label: null, defaultParameters: [], members: [], ...overrides });
const parameter = (overrides: Partial<Parameter>): Parameter => ({
  _id: 'par-x',
  label: 'X',
  name: 'x',
  img: null,
  tags: [],
  defaultTeamName: null,
  statusOk: true,
  paramQuantity: 1,
  category: null,
  photoRequired: false,
  ...overrides,
});
const teams = [
  team({ _id: 'tea-el', name: 'Electrical', defaultParameters: ['par-lights'], members: ['usr-b', 'usr-a'] }),
  team({ _id: 'tea-pl', name: 'Plumbing', defaultParameters: ['par-tap'] }),
];

describe('the raise form', () => {
  it.each([
    [{}, 'facility'],
    [{ facilityId: 'fac-1' }, 'what'],
    [{ facilityId: 'fac-1', title: '  ' }, 'what'],
    [{ facilityId: 'fac-1', parameterId: 'par-lights' }, 'description'],
    [{ facilityId: 'fac-1', title: 'Door', description: ' ' }, 'description'],
    [{ facilityId: 'fac-1', title: 'Door', description: 'Loose' }, null],
  ] as const)('%j misses %s', (values, missing) => {
    expect(missingForRaise({ ...emptyRaise(), ...values })).toBe(missing);
  });

  it('defaults the team from the parameter, by the team list or the parameter’s team name', () => {
    expect(defaultTeamOf('par-lights', [], teams)?._id).toBe('tea-el');
    expect(defaultTeamOf('par-soap', [parameter({ _id: 'par-soap', defaultTeamName: 'Plumbing' })], teams)?._id).toBe('tea-pl');
    expect(defaultTeamOf('par-none', [], teams)).toBeUndefined();
    expect(defaultTeamOf(undefined, [], teams)).toBeUndefined();
  });

  it('offers the team’s members by name', () => {
    expect(
      assigneeChoices(
        teams[0],
        new Map([
          ['usr-a', 'Asha'],
          ['usr-b', 'Bala'],
        ]),
      ),
    ).toEqual([
      { value: 'usr-a', label: 'Asha' },
      { value: 'usr-b', label: 'Bala' },
    ]);
    expect(assigneeChoices(undefined, new Map())).toEqual([]);
  });

  it('builds the body the api takes: trimmed, an assignee only with a team', () => {
    const values = { ...emptyRaise('fac-1'), title: ' Door ', description: ' Loose ', urgencyLevel: 'high' as const, assigneeId: 'usr-a' };
    expect(raiseBodyOf(values, [])).toEqual({ facilityId: 'fac-1', title: 'Door', description: 'Loose', urgencyLevel: 'high', media: [] });
    expect(raiseBodyOf({ ...values, teamId: 'tea-el' }, [])).toMatchObject({ teamId: 'tea-el', assigneeId: 'usr-a' });
    expect(() => raiseBodyOf({ ...values, title: '', parameterId: undefined }, [])).toThrow();
  });
});
