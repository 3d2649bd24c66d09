import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { InspectionListAnswer, InspectionView } from 'shared-contracts';
import { requestOf } from 'shared-contracts/testing';
import { reportingTestContext } from '../testing/test-context';
import InspectionPage from './inspection-page';
import InspectionsPage from './inspections-page';
import InspectionsTablePage from './inspections-table-page';

const context = reportingTestContext(['inspectionMenuView-read', 'quickPreviewMenuView-read']);

const media = (name: string, type: string, owner: string) => ({
  name,
  url: `/uploads/${name}`,
  type,
  kind: type.startsWith('audio') ? ('voice' as const) : ('photo' as const),
  owner,
});
const view: InspectionView = {
  _id: 'rep-1',
  facility: { _id: 'fac-1', name: 'Tower A Washroom 1' },
  location: { _id: 'loc-1', name: 'Tower A' },
  reporter: { _id: 'usr-2', name: 'Rita Reporter' },
  shift: { _id: 'shf-1', name: 'General Shift' },
  reportingType: 'scheduled',
  adHocReportType: null,
  date: '01 May 2024',
  time: '9:55 AM',
  createdAt: '2024-05-01T04:25:00.000Z',
  parameters: [
    { _id: 'par-floor', label: 'Floor', img: null, ok: false, quantity: 2 },
    { _id: 'par-lights', label: 'Lights', img: null, ok: true, quantity: 1 },
  ],
  issues: [
    {
      issueId: 'iss-9',
      parameter: 'par-floor',
      label: 'Floor',
      description: 'Wet near the door',
      quantity: 2,
      tags: ['Wet'],
      team: { _id: 'tea-1', name: 'Housekeeping' },
      urgency: 'high',
      status: 'active',
      media: [media('a.jpg', 'image/jpeg', 'par-floor'), media('b.ogg', 'audio/ogg', 'par-floor')],
    },
  ],
  overall: { description: 'Busy morning', media: [media('c.jpg', 'image/jpeg', 'overall')] },
  media: [],
};

const row = (n: number, issuesCount: number) => ({
  _id: `rep-${n}`,
  facility: 'fac-1',
  facilityName: `Facility ${n}`,
  location: 'loc-1',
  locationName: 'Tower A',
  reporter: 'usr-2',
  reporterName: 'Rita Reporter',
  shift: null,
  shiftName: null,
  reportingType: 'scheduled',
  date: '01 May 2024',
  time: '9:55 AM',
  createdAt: '2024-05-01T04:25:00.000Z',
  issuesCount,
});
const page: InspectionListAnswer = { docs: [row(1, 1), row(2, 0)], totalDocs: 42, page: 1, limit: 20, from: '2024-04-02', to: '2024-05-01' };

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

const renderAt = (path: string, element: ReactNode, route = '*') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={route}
          element={
            <>
              {element}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('InspectionPage', () => {
  it('shows who, where and when, every parameter, the issue with its link, photos and the voice note', async () => {
    context.api.answer('GET /inspections/rep-1', { body: view });
    renderAt('/inspection/rep-1', <InspectionPage />, '/inspection/:id');
    expect(await screen.findByRole('heading', { name: 'Inspection: Tower A Washroom 1' })).toBeTruthy();
    expect(screen.getByText('Rita Reporter')).toBeTruthy();
    expect(screen.getByText('01 May 2024 9:55 AM')).toBeTruthy();
    expect(screen.getByText('Floor (× 2): Bad')).toBeTruthy();
    expect(screen.getByText('Lights: Good')).toBeTruthy();
    expect(screen.getByText('Wet near the door')).toBeTruthy();
    expect(screen.getByText('Housekeeping')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the issue' }).getAttribute('href')).toBe('/issues/details/iss-9');
    expect(screen.getByRole('img', { name: 'Photo 1 of Floor' }).getAttribute('src')).toBe('http://api.test/uploads/a.jpg');
    expect(screen.getByLabelText('Voice note 1 of Floor').getAttribute('src')).toBe('http://api.test/uploads/b.ogg');
    expect(screen.getByRole('img', { name: 'Photo 1 of Overall note' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export PDF/ }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the report cannot be loaded', async () => {
    context.api.answer('GET /inspections/rep-x', { status: 404, body: { message: 'No such report.' } });
    renderAt('/inspection/rep-x', <InspectionPage />, '/inspection/:id');
    expect(await screen.findByText('Could not load this inspection')).toBeTruthy();
  });
});

describe('the inspections list', () => {
  beforeEach(() => {
    context.api.answer('GET /facilities', { body: [{ _id: 'fac-1', name: 'Facility 1', location: { _id: 'loc-1', name: 'Tower A' } }] });
    context.api.answer('GET /users/staff', { body: [] });
  });

  it('shows cards linking to the viewer, and asks the server for the last 30 days by default', async () => {
    context.api.answer('GET /inspections', { body: page });
    renderAt('/inspections', <InspectionsPage />);
    const cards = await screen.findByRole('list', { name: 'Inspections' });
    expect(within(cards).getAllByRole('link')[0]?.getAttribute('href')).toBe('/inspection/rep-1');
    expect(within(cards).getByText('1 issue')).toBeTruthy();
    expect(within(cards).getByText('All good')).toBeTruthy();
    expect(screen.getByText('42 inspections')).toBeTruthy();
    const asked = context.api.fetch.mock.calls.map(([url]) => new URL(String(url))).find((url) => url.pathname === '/inspections');
    expect(asked?.searchParams.get('page')).toBe('1');
    expect(asked?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('puts "with issues only" in the URL and asks the server again from page 1', async () => {
    context.api.answer('GET /inspections', { body: page });
    renderAt('/v2/inspections?page=2', <InspectionsTablePage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'With issues only' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/v2/inspections?withIssues=true');
    const last = context.api.fetch.mock.calls
      .map(([url]) => new URL(String(url)))
      .filter((url) => url.pathname === '/inspections')
      .at(-1);
    expect(last?.searchParams.get('withIssues')).toBe('true');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(requestOf(context.api).headers.Authorization).toBe('Bearer t');
  });
});
