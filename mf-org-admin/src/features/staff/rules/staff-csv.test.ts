import { createStaffRow } from '../testing/staff-factory';
import { csvCell, staffCsv } from './staff-csv';

describe('staff CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+91 98450 11223', "'+91 98450 11223"],
  ])('quotes %s', (value, expected) => expect(csvCell(value)).toBe(expected));

  it('writes a header and one row per person', () => {
    const csv = staffCsv([createStaffRow({ name: 'Rita Reporter', groups: ['auditor', 'manager'], teams: [{ _id: 't1', name: 'Plumbing' }] })]);
    expect(csv.split('\r\n')).toEqual([
      'name,email,phone,role,groups,teams,status',
      'Rita Reporter,rita@example.test,,reporter-internal,auditor; manager,Plumbing,active',
      '',
    ]);
  });
});
