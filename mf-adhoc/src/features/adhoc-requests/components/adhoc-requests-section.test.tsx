import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ActiveShiftState, bus, session } from 'shared-contracts';
import { type FakeApi, createAdhocRequest, createUser, fakeApi } from 'shared-contracts/testing';
import { renderWithRouter } from '../../../testing/render-with-router';
import { setUpI18n } from '../../../testing/setup-i18n';
import { AdhocRequestsSection } from './adhoc-requests-section';

const shift = (status: ActiveShiftState['status']): ActiveShiftState => ({
  userId: 'usr-r',
  organizationId: 'org-1',
  shiftId: 'shf-1',
  status,
  expectedInTime: '2026-11-22T03:30:00.000Z',
  expectedOutTime: '2026-11-22T11:30:00.000Z',
});

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'usr-r', organization: 'org-1' }) });
});
afterEach(() => session.clear());

function renderSection() {
  return renderWithRouter(<AdhocRequestsSection />);
}

describe('the Ad-Hoc Requests section of the facility list', () => {
  it("shows the shift's requests under its header only while the shift is started, and follows the shift", async () => {
    api.answer('GET /shifts/reporter/adhoc-requests', {
      body: [
        createAdhocRequest({ shift: 'shf-1', status: 'checked', facility: { _id: 'f1', name: 'Lobby' } }),
        createAdhocRequest({ shift: 'shf-1', status: 'unchecked', facility: { _id: 'f2', name: 'Pantry' } }),
        createAdhocRequest({ shift: 'shf-0', status: 'unchecked', facility: { _id: 'f3', name: 'Old shift' } }),
      ],
    });
    act(() => bus.emit('shift/active-changed', shift('upcoming')));
    renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading', { name: 'Ad-Hoc Requests' })).toBeNull();

    act(() => bus.emit('shift/active-changed', shift('started')));
    const section = within(await screen.findByRole('region', { name: 'Ad-Hoc Requests' }));
    expect(section.getByRole('heading', { name: 'Ad-Hoc Requests' })).toBeTruthy();
    expect(section.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual(['Pantry', 'Lobby']);

    act(() => bus.emit('shift/active-changed', shift('finished')));
    expect(screen.queryByRole('region', { name: 'Ad-Hoc Requests' })).toBeNull();
  });

  it('shows nothing on a started shift without requests', async () => {
    api.answer('GET /shifts/reporter/adhoc-requests', { body: [] });
    act(() => bus.emit('shift/active-changed', shift('started')));
    renderSection();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.fetch).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Ad-Hoc Requests' })).toBeNull();
  });

  it("opens a request's details, its dialog loaded on the first tap", async () => {
    api.answer('GET /shifts/reporter/adhoc-requests', {
      body: [createAdhocRequest({ shift: 'shf-1', status: 'unchecked', facility: { _id: 'f2', name: 'Pantry' } })],
    });
    act(() => bus.emit('shift/active-changed', shift('started')));
    renderSection();
    const section = within(await screen.findByRole('region', { name: 'Ad-Hoc Requests' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(section.getByRole('article', { name: 'Pantry' }));
    expect(await screen.findByRole('dialog', { name: 'AdHoc Report Details' })).toBeTruthy();
  });
});
