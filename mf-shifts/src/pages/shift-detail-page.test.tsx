import { screen, within } from '@testing-library/react';
import { type FakeApi, createShift, fakeApi } from 'shared-contracts/testing';
import { renderPage } from '../testing/render-page';
import { setUpI18n } from '../testing/setup-i18n';
import ShiftDetailPage from './shift-detail-page';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

// As the shell renders it: under a catch-all route, the id comes from the route table.
const open = () => renderPage(<ShiftDetailPage />, { path: '/shifts/shf-1', pattern: '*' });

// 8 hours (9:00-17:00 in Asia/Kolkata).
const shift = createShift({
  _id: 'shf-1',
  shiftName: 'General Shift',
  status: 'started',
  started: true,
  mappings: [
    {
      reporter: 'usr-r',
      supervisor: 'usr-m',
      janitor: null,
      interval: 3,
      facilities: ['fac-1', 'fac-2'],
      preferredChecklists: [{ facility: 'fac-1', checklist: 'chk-1' }],
    },
  ],
  checkIns: [{ user: 'usr-r', facilities: ['fac-1', 'fac-2'], actualInTime: '2026-05-01T03:35:00.000Z' }],
  directory: {
    users: [
      { _id: 'usr-r', name: 'Rita Reporter' },
      { _id: 'usr-m', name: 'Maya Manager' },
    ],
    facilities: [
      { _id: 'fac-1', name: 'Lobby toilet' },
      { _id: 'fac-2', name: 'Pantry' },
    ],
    checklists: [{ _id: 'chk-1', name: 'Lobby toilet checklist' }],
  },
});

describe('ShiftDetailPage', () => {
  it("shows the shift's mappings with names and the checks they expect, temporary mappings and check-ins", async () => {
    api.answer('GET /shifts/shf-1', { body: shift });
    open();

    expect(await screen.findByRole('heading', { name: 'General Shift' })).toBeTruthy();
    const mapping = within(screen.getByRole('article', { name: 'Mapping 1' }));
    const value = (label: string) => mapping.getByText(label).closest('tr, .ant-descriptions-item')?.textContent;
    expect(value('Reporter')).toContain('Rita Reporter');
    expect(value('Supervisor')).toContain('Maya Manager');
    expect(value('Janitor')).toContain('—');
    expect(value('Interval')).toContain('Every 3 h');
    // floor(8 h / 3 h) = 2 per facility, 2 facilities.
    expect(value('Checks per facility')).toContain('2');
    expect(value('Expected checks')).toContain('4');
    expect(mapping.getByText('Pantry')).toBeTruthy();
    expect(mapping.getByText('Lobby toilet: Lobby toilet checklist')).toBeTruthy();

    expect(screen.getByText('No temporary mappings.')).toBeTruthy();
    const checkIns = within(screen.getByLabelText('Check-ins'));
    expect(checkIns.getByText('Rita Reporter')).toBeTruthy();
    expect(checkIns.getByText('Started 01 May 2026 9:05 AM · 2 facilities')).toBeTruthy();
    expect(screen.getByRole('link', { name: /All shifts/ }).getAttribute('href')).toBe('/shifts');
  });

  it('shows temporary mappings and an empty check-in list; unknown ids stay readable', async () => {
    api.answer('GET /shifts/shf-1', {
      body: { ...shift, checkIns: [], temporaryMappings: [{ reporter: 'usr-gone', interval: 2, facilities: ['fac-9'], preferredChecklists: [] }] },
    });
    open();

    const temporary = within(await screen.findByRole('article', { name: 'Temporary mapping 1' }));
    expect(temporary.getByText('usr-gone')).toBeTruthy();
    expect(temporary.getByText('fac-9')).toBeTruthy();
    expect(screen.getByText('Nobody has started this shift yet.')).toBeTruthy();
  });

  it('labels an asset among a mapping’s facilities', async () => {
    api.answer('GET /shifts/shf-1', {
      body: {
        ...shift,
        temporaryMappings: [{ reporter: 'usr-r', interval: 2, facilities: ['fac-2', 'ast-1'], preferredChecklists: [] }],
        directory: {
          users: [{ _id: 'usr-r', name: 'Rita Reporter' }],
          facilities: [
            { _id: 'fac-2', name: 'Pantry' },
            { _id: 'ast-1', name: 'Lift 2', kind: 'asset' },
          ],
          checklists: [],
        },
      },
    });
    open();

    const temporary = within(await screen.findByRole('article', { name: 'Temporary mapping 1' }));
    expect(temporary.getByText('Lift 2 (Asset)')).toBeTruthy();
    expect(temporary.getByText('Pantry')).toBeTruthy();
  });

  it("shows the server's message for a shift that is not found", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('GET /shifts/shf-1', { status: 404, body: { message: 'Shift not found.' } });
    open();
    expect(await screen.findByText('Could not load the shift')).toBeTruthy();
    expect(screen.getByText('Shift not found.')).toBeTruthy();
  });
});
