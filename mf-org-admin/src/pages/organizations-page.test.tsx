import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { type EventMap, bus, session } from 'shared-contracts';
import { createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import OrganizationsPage from './organizations-page';

// @ant-design/charts draws on a canvas jsdom lacks; the chart's data is checked through its table.
jest.mock('../features/organizations/components/overview-chart', () => ({
  __esModule: true,
  default: ({ kind }: { kind: string }) => <div data-testid={`chart-${kind}`} />,
}));

const organizations = [
  { _id: 'org-acme', name: 'Acme Facilities', city: { name: 'Pune' }, owner: { name: 'Anita Rao' }, staffCount: 7, facilityCount: 24 },
  { _id: 'org-blue', name: 'Blue River Care', city: { name: 'Bengaluru' }, logoURL: '/uploads/blue.png', staffCount: 3, facilityCount: 6 },
];
const me = createUser({ _id: 'u1', organization: 'org-acme', isSwitchable: true, permissions: ['switching-read'] });

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ token: 'old', user: me });
  api.answer('GET /users/profile', { body: { user: me, token: 'old', switchableOrgs: organizations } });
  api.answer('GET /reports/statistics/time', {
    body: [
      { date: '2026-03-01', actualCount: 4, expectedCount: 6 },
      { date: '2026-03-02', actualCount: 2, expectedCount: 6 },
    ],
  });
});
afterEach(() => session.clear());

const renderPage = (path = '/organizations') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <OrganizationsPage />
    </MemoryRouter>,
  );

describe('OrganizationsPage', () => {
  it('lists the organisations with owner and totals, a default logo, and searches them', async () => {
    renderPage();
    const acme = within(await screen.findByRole('article', { name: 'Acme Facilities' }));
    expect(acme.getByText('Owner: Anita Rao')).toBeTruthy();
    expect(acme.getByText('7 staff · 24 facilities')).toBeTruthy();
    expect(acme.getByRole('img', { name: 'Acme Facilities logo' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(acme.getByRole('button', { name: 'Open Acme Facilities' })).toHaveProperty('disabled', true);
    const blue = within(screen.getByRole('article', { name: 'Blue River Care' }));
    expect(blue.getByRole('img', { name: 'Blue River Care logo' }).getAttribute('src')).toBe('http://api.test/uploads/blue.png');

    await userEvent.type(screen.getByLabelText('Search organizations'), 'river');
    expect(screen.queryByRole('article', { name: 'Acme Facilities' })).toBeNull();
  });

  it('opens another organisation through the session owner (session/switched)', async () => {
    const handedOver: EventMap['session/switched'][] = [];
    const subscription = bus.on('session/switched').subscribe((payload) => handedOver.push(payload));
    const user = createUser({ _id: 'u1', organization: 'org-blue' });
    api.answer('POST /users/organizations/switch', { body: { status: true, token: 'new', user } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Blue River Care' }));
    await waitFor(() => expect(handedOver).toEqual([{ token: 'new', user }]));
    subscription.unsubscribe();
    expect(session.snapshot.token).toBe('old');
  });

  it('leaves an organisation after the confirmation and lists the rest', async () => {
    api.answer('POST /users/organizations/revoke', { body: { status: true } });
    renderPage();
    await screen.findByRole('article', { name: 'Blue River Care' });
    api.answer('GET /users/profile', { body: { user: me, token: 'old', switchableOrgs: organizations.slice(0, 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Leave Blue River Care' }));
    expect(screen.getByText('Leave Blue River Care?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Blue River Care' })).toBeNull());
    const revoke = api.fetch.mock.calls.find(([url]) => String(url).endsWith('/users/organizations/revoke'));
    expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ organization: 'org-blue' });
  });

  it("shows the persistent 'Select Organization' picker with charts, and the details popup with the overview", async () => {
    api.answer('GET /organizations/org-blue/users/count', { body: { count: 3 } });
    api.answer('GET /organizations/org-blue/facilities/count', { body: { count: 6 } });
    api.answer('GET /issues', {
      body: [
        { _id: 'i1', createdAt: '2026-03-01T05:00:00Z', statusResolved: false },
        { _id: 'i2', createdAt: '2026-03-01T06:00:00Z', statusResolved: true },
      ],
    });
    api.answer('GET /feedbacks', { body: [{ _id: 'f1', createdAt: '2026-03-01T05:00:00Z', reviewType: 'positive', needsImmediateService: false }] });
    renderPage('/organizations?picker=1');
    const picker = within(await screen.findByRole('dialog', { name: 'Select Organization' }));
    expect(picker.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(await picker.findAllByRole('button', { name: 'Open Org' })).toHaveLength(2);
    await waitFor(() => expect(picker.getAllByTestId('chart-column')).toHaveLength(2));

    await userEvent.click(picker.getAllByRole('button', { name: 'View More Details' })[1] as HTMLElement);
    // (In jsdom every antd dialog gets the same aria-labelledby id, so the popup is found by its content.)
    const popup = (await screen.findByText('Total Users')).closest<HTMLElement>('[role="dialog"]');
    if (!popup) throw new Error('no details popup');
    const details = within(popup);
    expect(details.getByText('Blue River Care')).toBeTruthy();
    for (const [tile, value] of [
      ['Total Users', '3'],
      ['Total Facilities', '6'],
      ['All Active Issues', '1'],
      ['All Feedbacks', '1'],
    ] as const) {
      expect(within(await details.findByRole('listitem', { name: tile })).getByText(value)).toBeTruthy();
    }
    expect(details.getByRole('table', { name: 'Customer Satisfaction by date' }).textContent).toContain('100');
    expect(details.getByRole('table', { name: 'Reports by date' }).textContent).toContain('2026-03-01');

    await userEvent.click(screen.getByRole('button', { name: 'done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Organization' })).toBeNull());
  });
});
