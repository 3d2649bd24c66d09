import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { REPORT_SUBMIT_KIND, bus, enqueue, getDb, listWaiting, outboxItemId } from 'shared-contracts';
import { createChecklist, createFacility, createParameter, createTeam } from 'shared-contracts/testing';
import { startDraft, toggleParameter } from '../shared/report/rules/report-draft';
import { loadDraft, saveDraft } from '../shared/report/storage/draft-store';
import { reportingTestContext } from '../testing/test-context';
import DetailsPage from './details-page';

const floor = createParameter({ _id: 'p-floor', label: 'Floor', tags: [{ _id: 't-wet', name: 'Wet' }] });
const teams = [createTeam({ _id: 'team-h', name: 'Housekeeping', defaultParameters: ['p-floor'] })];

async function seedDraft(overallImgCount: number | null = null, mandatoryOverallImg: boolean | null = false) {
  const base = startDraft({
    localId: 'L-details',
    now: Date.parse('2026-05-01T03:30:00Z'),
    user: { _id: 'usr-1', organization: 'org-1' },
    facility: createFacility({ _id: 'fac-1', name: 'Toilet A' }),
    checklist: createChecklist({
      facility: 'fac-1',
      parameters: [floor],
      paramProps: [
        {
          id: 'p-floor',
          name: 'Floor',
          isEnabled: true,
          quantity: 3,
          imageSettings: { enabled: false, isMandatory: false, imageCount: 0 },
          additionalParameters: [],
        },
      ],
      overallImgCount,
      mandatoryOverallImg,
    }),
    shiftId: 'shift-1',
    mapping: null,
  });
  await saveDraft({ ...base, stage: 'details', report: toggleParameter(base.report, 'p-floor', teams) });
}

/** Sets a text field's value in one change (typing key by key through antd is slow in jsdom). */
function fill(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

function show() {
  const router = createMemoryRouter(
    [
      { path: '/reporting/details', element: <DetailsPage /> },
      { path: '/reporting/submit', element: <p>submit screen</p> },
      { path: '/home', element: <p>home screen</p> },
    ],
    { initialEntries: ['/reporting/details?facility=fac-1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const context = reportingTestContext();
beforeEach(() => {
  context.api.answer('GET /reporting/teams', { body: teams });
});

describe('DetailsPage', () => {
  it('shows a card per bad parameter with its default team, urgency low and the quantity bounds', async () => {
    await seedDraft();
    show();
    const card = within(await screen.findByRole('region', { name: 'Issue: Floor' }));
    expect(card.getByText('Housekeeping')).toBeTruthy();
    expect((card.getByRole('radio', { name: 'Low' }) as HTMLInputElement).checked).toBe(true);
    expect(card.getByText('/ 3')).toBeTruthy();
    const quantity = card.getByLabelText('Affected Quantity');
    fill(quantity, '4');
    expect(await card.findByText('Value must be less than or equal to 3')).toBeTruthy();
    fill(quantity, '0');
    expect(await card.findByText('Value must be greater than 0')).toBeTruthy();
  });

  it('refuses Submit with ‘Please enter data!’ while a description is empty, and keeps what was typed', async () => {
    await seedDraft();
    const router = show();
    const card = within(await screen.findByRole('region', { name: 'Issue: Floor' }));
    fill(card.getByLabelText('Description'), 'Wet floor');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(context.notices).toContain('Please enter data!'));
    expect(router.state.location.pathname).toBe('/reporting/details');
    await waitFor(async () => expect((await loadDraft('usr-1', 'org-1', 'fac-1'))?.report.issueDetails[0]?.description).toBe('Wet floor'));
  });

  it('keeps Submit disabled until the required overall photos are added, with the note', async () => {
    await seedDraft(2, true);
    show();
    expect(await screen.findByText(/Note: Please upload atleast 2 images\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('online, replaces the route with the submit screen', async () => {
    await seedDraft();
    const router = show();
    fill(within(await screen.findByRole('region', { name: 'Issue: Floor' })).getByLabelText('Description'), 'Wet');
    fill(within(screen.getByRole('region', { name: 'Overall' })).getByLabelText('Description'), 'Fine otherwise');
    context.api.answer('POST /reports/submit', { body: { status: true, mediaCount: 0 } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting/submit'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The screen follows the report's outbox item, which the drain sends at once.
    expect(router.state.location.state).toEqual({ outboxItemId: 'report/submit:L-details' });
    await waitFor(async () => expect(await (await getDb()).outbox.get(outboxItemId(REPORT_SUBMIT_KIND, 'L-details'))).toMatchObject({ state: 'done' }));
  });

  it('offline, queues the report with its stamp and says ‘Report submitted successfully.’; a second one within 8 hours is refused', async () => {
    await seedDraft();
    bus.emit('offline/changed', { offline: true, source: 'user' });
    const router = show();
    fill(within(await screen.findByRole('region', { name: 'Issue: Floor' })).getByLabelText('Description'), 'Wet');
    fill(within(screen.getByRole('region', { name: 'Overall' })).getByLabelText('Description'), 'Fine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Report submitted successfully.')).length).toBeGreaterThan(0);
    const [queued] = await listWaiting({ userId: 'usr-1', organizationId: 'org-1' });
    expect(queued?.body).toMatchObject({
      localId: 'L-details',
      userAgent: expect.any(String),
      fingerprint: expect.any(String),
      androidDeviceId: null,
      timestamp: expect.any(String),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    await seedDraft();
    await router.navigate('/reporting/details?facility=fac-1');
    fill(within(await screen.findByRole('region', { name: 'Issue: Floor' })).getByLabelText('Description'), 'Again');
    fill(within(screen.getByRole('region', { name: 'Overall' })).getByLabelText('Description'), 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Report already exist')).length).toBeGreaterThan(0);
  });

  it('refuses a report whose localId was already uploaded with ‘Report already submitted’', async () => {
    await seedDraft();
    await enqueue({ kind: REPORT_SUBMIT_KIND, key: 'L-details', userId: 'usr-1', organizationId: 'org-1', body: {}, blobs: [] });
    await (await getDb()).outbox.update(outboxItemId(REPORT_SUBMIT_KIND, 'L-details'), { state: 'done', body: null });
    show();
    fill(within(await screen.findByRole('region', { name: 'Issue: Floor' })).getByLabelText('Description'), 'Wet');
    fill(within(screen.getByRole('region', { name: 'Overall' })).getByLabelText('Description'), 'Fine');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Report already submitted')).length).toBeGreaterThan(0);
  });
});
