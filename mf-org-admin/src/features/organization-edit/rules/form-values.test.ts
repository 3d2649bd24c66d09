import { createOrganization } from 'shared-contracts/testing';
import { toFormValues, toUpdateBody } from './form-values';

describe('organisation form values', () => {
  it('fills the defaults for what the organisation does not set, and sends every field back', () => {
    const values = toFormValues(createOrganization({ _id: 'org-1', name: 'Acme', city: null, theme: null, settings: { enableFeedback: true } }));
    expect(values).toMatchObject({ city: '', primary: '#1565c0', dueLow: 72, dueModerate: 24, dueHigh: 4, displayName: '' });
    expect(toUpdateBody({ ...values, city: ' Pune ', displayName: '  ', dueHigh: 12 })).toEqual({
      name: 'Acme',
      city: { name: 'Pune' },
      logoURL: null,
      theme: { colors: { primary: '#1565c0', secondary: '#6a1b9a', background: '#ffffff' }, branding: { image: null, display_name: null } },
      settings: { enableFeedback: true, issueDueHours: { low: 72, moderate: 24, high: 12 } },
    });
  });

  it('reads the organisation’s own due hours', () => {
    const values = toFormValues(createOrganization({ _id: 'org-1', settings: { enableFeedback: false, issueDueHours: { low: 96, moderate: 48, high: 12 } } }));
    expect([values.dueLow, values.dueModerate, values.dueHigh, values.enableFeedback]).toEqual([96, 48, 12, false]);
  });
});
