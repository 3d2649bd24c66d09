import { createParameter, createTeam } from 'shared-contracts/testing';
import { defaultTeamFor } from './default-team';

describe('defaultTeamFor', () => {
  const cleaning = createTeam({ _id: 'team-cleaning', name: 'Cleaning', defaultParameters: ['param-floor'] });
  const plumbing = createTeam({ _id: 'team-plumbing', name: 'Plumbing' });

  it('uses the parameter’s own default team, by id or by name', () => {
    expect(defaultTeamFor(createParameter({ _id: 'param-floor', defaultTeamName: 'team-plumbing' }), [cleaning, plumbing])).toBe('team-plumbing');
    expect(defaultTeamFor(createParameter({ _id: 'param-x', defaultTeamName: 'Plumbing' }), [cleaning, plumbing])).toBe('team-plumbing');
  });

  it('otherwise the team whose default parameters include it', () => {
    expect(defaultTeamFor(createParameter({ _id: 'param-floor' }), [plumbing, cleaning])).toBe('team-cleaning');
    expect(defaultTeamFor(createParameter({ _id: 'param-floor', defaultTeamName: 'Gone' }), [plumbing, cleaning])).toBe('team-cleaning');
  });

  it('answers null when no team takes it', () => {
    expect(defaultTeamFor(createParameter({ _id: 'param-sink' }), [cleaning, plumbing])).toBeNull();
  });
});
