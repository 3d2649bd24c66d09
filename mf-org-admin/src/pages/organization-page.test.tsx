import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { session } from 'shared-contracts';
import { createOrganization, createUser } from 'shared-contracts/testing';
import { type FakeApi, fakeApi, requestOf } from 'shared-contracts/testing';
import { setUpI18n } from '../testing/setup-i18n';
import OrganizationPage from './organization-page';

const ROUTE = 'GET /organizations/org-1';

let api: FakeApi;
beforeAll(setUpI18n);
beforeEach(() => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'user-1', organization: 'org-1' }) });
});
afterEach(() => session.clear());

/** The value cell next to a Descriptions label. */
const field = (label: string): HTMLElement => {
  const row = screen.getByText(label).closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return row;
};

describe('OrganizationPage', () => {
  it('shows the current organisation: logo, branding, city, owner, theme colours and feedback setting', async () => {
    api.answer(ROUTE, {
      body: createOrganization({
        _id: 'org-1',
        name: 'Acme Facilities',
        logoURL: '/uploads/acme.png',
        city: { name: 'Pune' },
        owner: { name: 'Anita Rao' },
        theme: {
          colors: { primary: '#0a7cff', secondary: '#ff8800', background: '#ffffff' },
          branding: { image: 'https://cdn.example/acme-fm.png', display_name: 'Acme FM' },
        },
        settings: { enableFeedback: false },
      }),
    });

    render(<OrganizationPage />);

    const card = within(await screen.findByRole('article', { name: 'Acme Facilities' }));
    expect(card.getByRole('img', { name: 'Acme Facilities logo' }).getAttribute('src')).toBe('http://api.test/uploads/acme.png');
    expect(within(field('Display name')).getByText('Acme FM')).toBeTruthy();
    expect(within(field('Branding image')).getByRole('img', { name: 'Branding image' }).getAttribute('src')).toBe('https://cdn.example/acme-fm.png');
    expect(within(field('City')).getByText('Pune')).toBeTruthy();
    expect(within(field('Owner')).getByText('Anita Rao')).toBeTruthy();
    expect(within(field('Feedback')).getByText('Disabled')).toBeTruthy();

    const colours = card.getByRole('list', { name: 'Theme colours' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Primary #0a7cff', 'Secondary #ff8800', 'Background #ffffff']);
    expect(within(colours).getByTestId('swatch-primary').style.background).toBe('rgb(10, 124, 255)');

    const { url, headers } = requestOf(api);
    expect(url.href).toBe('http://api.test/organizations/org-1');
    expect(headers.Authorization).toBe('Bearer t');
  });

  it("says 'Not set' for what the organisation lacks", async () => {
    api.answer(ROUTE, { body: createOrganization({ _id: 'org-1', name: 'Bare Org' }) });
    render(<OrganizationPage />);
    const card = within(await screen.findByRole('article', { name: 'Bare Org' }));
    expect(card.queryByRole('img')).toBeNull();
    for (const label of ['Display name', 'Branding image', 'City', 'Owner', 'Theme colours']) {
      expect(within(field(label)).getByText('Not set')).toBeTruthy();
    }
    expect(within(field('Feedback')).getByText('Enabled')).toBeTruthy();
  });

  it('says no organisation is selected, without calling the api, when the user has none', () => {
    session.update({ user: createUser({ _id: 'user-1', organization: null }) });
    render(<OrganizationPage />);
    expect(screen.getByText('No organization selected.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading', () => {
    api.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    render(<OrganizationPage />);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('shows the error with Retry, and Retry loads the organisation again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer(ROUTE, { status: 404, body: { message: 'Organization not found' } }, { body: createOrganization({ _id: 'org-1', name: 'Acme Facilities' }) });

    render(<OrganizationPage />);

    expect(await screen.findByText('Could not load the organization')).toBeTruthy();
    expect(screen.getByText('Organization not found')).toBeTruthy();
    expect(logged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Acme Facilities' })).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the set-up cards with their counts and the overall progress to an administrator', async () => {
    session.update({ user: createUser({ _id: 'user-1', organization: 'org-1' }), permissions: ['organization-read', 'organization-write'] });
    api.answer(ROUTE, { body: createOrganization({ _id: 'org-1', name: 'Acme Facilities' }) });
    const parts = ['organization', 'locations', 'feedback', 'facilityTypes', 'checklists', 'facilities', 'staff', 'teams', 'shifts', 'adhocRequests'];
    api.answer('GET /organizations/org-1/setup-status', {
      body: { parts: parts.map((part, i) => ({ part, done: i !== 3, count: i === 3 ? 0 : i + 1 })), progress: 0.9, complete: false },
    });
    render(
      <MemoryRouter>
        <OrganizationPage />
      </MemoryRouter>,
    );
    const cards = within(await screen.findByRole('region', { name: 'Set-up' }));
    // Each card is a list item holding one link to its page (announced as a link, named by what it shows).
    const items = await cards.findAllByRole('listitem');
    const partOf = (item: HTMLElement) => item.querySelector('strong')?.textContent;
    expect(items.map(partOf)).toEqual([
      'Organization',
      'Locations',
      'Feedback',
      'Facility types',
      'Checklists',
      'Facilities',
      'Staff',
      'Teams',
      'Shifts',
      'Ad-hoc requests',
    ]);
    const item = (part: string) => items.find((candidate) => partOf(candidate) === part) as HTMLElement;
    expect(within(item('Facility types')).getByText('Not set up yet (0)')).toBeTruthy();
    expect(within(item('Facilities')).getByText('Set up (6)')).toBeTruthy();
    expect(within(item('Ad-hoc requests')).getByRole('link').getAttribute('href')).toBe('/adhoc-requests');
    expect(cards.getByText('90%')).toBeTruthy();
  });
});
