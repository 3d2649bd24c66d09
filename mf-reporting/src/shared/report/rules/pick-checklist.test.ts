import { createChecklist } from 'shared-contracts/testing';
import { pickChecklist } from './pick-checklist';

describe('pickChecklist', () => {
  const appendix = createChecklist({ _id: 'appendix', facility: 'fac-1', appendixChecklistTemplate: true });
  const own = createChecklist({ _id: 'own', facility: 'fac-1' });
  const other = createChecklist({ _id: 'other', facility: 'fac-2' });
  const preferred = createChecklist({ _id: 'preferred', facility: 'fac-9' });

  it('takes the preferred checklist of the mapping for the facility', () => {
    expect(pickChecklist([appendix, own, preferred], 'fac-1', [{ facility: 'fac-1', checklist: 'preferred' }])?._id).toBe('preferred');
  });

  it('otherwise the facility’s checklist that is not an appendix', () => {
    expect(pickChecklist([appendix, own, other], 'fac-1', [{ facility: 'fac-2', checklist: 'other' }])?._id).toBe('own');
  });

  it('falls back when the preferred checklist is not in the list', () => {
    expect(pickChecklist([own], 'fac-1', [{ facility: 'fac-1', checklist: 'gone' }])?._id).toBe('own');
  });

  it('answers null when the facility has only an appendix or nothing', () => {
    expect(pickChecklist([appendix, other], 'fac-1')).toBeNull();
  });
});
