import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { type ShiftFormValues } from '../form-values';
import { ShiftForm } from './shift-form';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
});

const candidates = {
  reporters: [{ _id: 'usr-ravi', name: 'Ravi Rounds' }],
  supervisors: [{ _id: 'usr-m', name: 'Maya Manager' }],
  janitors: [],
  escalationTargets: [],
  facilities: [
    { _id: 'fac-1', name: 'Lobby toilet' },
    { _id: 'fac-2', name: 'Pantry' },
  ],
};

// 09:00-13:00 in Asia/Kolkata: 4 hours.
const values: ShiftFormValues = {
  shiftName: 'Rounds',
  date: dayjs('2026-05-01'),
  inTime: dayjs('2000-01-01T09:00:00'),
  outTime: dayjs('2000-01-01T13:00:00'),
  weekdays: [],
  mappings: [{ reporter: 'usr-ravi', supervisor: 'usr-m', interval: 2, facilities: ['fac-1', 'fac-2'] }],
  temporaryMappings: [],
};

describe('ShiftForm', () => {
  it('shows the checks a mapping expects and follows the interval as it is edited', async () => {
    render(<ShiftForm candidates={candidates} initialValues={values} onSaved={jest.fn()} />);
    const expected = await screen.findByRole('status', { name: 'Expected checks of Mapping 1' });
    // floor(4 h / 2 h) = 2 per facility, 2 facilities.
    expect(expected.textContent).toBe('2 per facility · 4 checks expected');
    const interval = screen.getByRole('spinbutton', { name: 'Interval (hours)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '1');
    await waitFor(() => expect(expected.textContent).toBe('4 per facility · 8 checks expected'));
  });

  it('sends the Kolkata times and shows the server’s conflict in the form', async () => {
    api.answer('POST /shifts', { status: 409, body: { message: 'Ravi Rounds is already in General Shift at that time.' } });
    const onSaved = jest.fn();
    render(<ShiftForm candidates={candidates} initialValues={values} onSaved={onSaved} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save shift' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ravi Rounds is already in General Shift at that time.');
    expect(onSaved).not.toHaveBeenCalled();
    const [, init] = api.fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      shiftName: 'Rounds',
      date: '2026-05-01',
      inTime: '09:00',
      outTime: '13:00',
      mappings: [{ reporter: 'usr-ravi', supervisor: 'usr-m', interval: 2, facilities: ['fac-1', 'fac-2'] }],
    });
  });

  it('labels an asset among the facilities to choose', async () => {
    const withAsset = { ...candidates, facilities: [...candidates.facilities, { _id: 'ast-1', name: 'Lift 2', kind: 'asset' as const }] };
    render(<ShiftForm candidates={withAsset} initialValues={{ ...values, mappings: [{ interval: 2, facilities: ['fac-1', 'ast-1'] }] }} onSaved={jest.fn()} />);
    expect(await screen.findByText('Lift 2 (Asset)')).toBeTruthy();
    expect(screen.getByText('Lobby toilet')).toBeTruthy();
  });

  it('refuses a mapping with no facility before sending', async () => {
    render(<ShiftForm candidates={candidates} initialValues={{ ...values, mappings: [{ interval: 2, facilities: [] }] }} onSaved={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save shift' }));
    expect(await screen.findByText('Choose at least one facility.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
