import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { DayShifts } from './day-shifts';

const report = (n: number) => ({
  _id: `rep-${n}`,
  shift: n === 12 ? null : 'shf-1',
  reporter: 'usr-rita',
  reporterName: 'Rita Reporter',
  reportingType: 'scheduled',
  createdAt: new Date(Date.UTC(2024, 3, 30, 2, 10 + n)).toISOString(),
  issuesCount: n === 1 ? 2 : 0,
});
const answer = (page: number) => ({
  facility: 'fac-1',
  facilityName: 'Lobby',
  date: '2024-04-30',
  expectedCount: 4,
  actualCount: 12,
  shifts: [
    {
      _id: 'shf-1',
      shiftName: 'General Shift',
      expectedInTime: '2024-04-30T02:00:00.000Z',
      expectedOutTime: '2024-04-30T10:00:00.000Z',
      expectedCount: 4,
      actualCount: 11,
      missedCount: 0,
      reporters: [{ _id: 'usr-rita', name: 'Rita Reporter' }],
    },
  ],
  outsideShifts: 1,
  reports: page === 1 ? Array.from({ length: 10 }, (_, i) => report(i + 1)) : [report(11), report(12)],
  totalReports: 12,
  page,
  limit: 10,
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

describe('DayShifts', () => {
  it('shows the day’s shifts with expected and actual, the reports linked to the viewer, and pages them', async () => {
    api.answer('GET /inspections/daily/shifts', { body: answer(1) }, { body: answer(2) });
    render(
      <MemoryRouter>
        <DayShifts facility="fac-1" facilityName="Lobby" date="2024-04-30" dateLabel="30 Apr 2024" />
      </MemoryRouter>,
    );
    const region = within(await screen.findByRole('region', { name: 'Shifts at Lobby on 30 Apr 2024' }));
    const shifts = within(await region.findByRole('list', { name: 'Shifts of the day' }));
    expect(shifts.getByText('General Shift')).toBeTruthy();
    expect(shifts.getByText('Expected: 4')).toBeTruthy();
    expect(shifts.getByText('Actual: 11')).toBeTruthy();
    expect(shifts.getByText(/Rita Reporter/)).toBeTruthy();
    expect(region.getByText('1 report made outside a shift')).toBeTruthy();
    const links = within(region.getByRole('list', { name: 'Reports of the day' })).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]?.getAttribute('href')).toBe('/inspection/rep-1');
    await userEvent.click(region.getByRole('listitem', { name: /next page/i }));
    expect(await region.findByText('Outside a shift')).toBeTruthy();
    expect(within(region.getByRole('list', { name: 'Reports of the day' })).getAllByRole('link')).toHaveLength(2);
  });
});
