import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createChecklist, createFacility, createParameter, createTeam } from 'shared-contracts/testing';
import { startDraft, toggleParameter } from '../shared/report/rules/report-draft';
import { loadDraft, saveDraft } from '../shared/report/storage/draft-store';
import { reportingTestContext } from '../testing/test-context';
import WizardPage from './wizard-page';

const vibrate = jest.fn();
const floor = createParameter({ _id: 'p-floor', label: 'Floor' });
const mirror = createParameter({ _id: 'p-mirror', label: 'Mirror' });
const teams = [createTeam({ _id: 'team-h', name: 'Housekeeping', defaultParameters: ['p-floor', 'p-mirror'] })];

/** A mode-1 report at the checklist's end: Floor bad and already checked for pending issues. */
async function seedDraft() {
  const base = startDraft({
    localId: 'L-wizard',
    now: Date.parse('2026-05-01T03:30:00Z'),
    user: { _id: 'usr-1', organization: 'org-1' },
    facility: createFacility({ _id: 'fac-1', name: 'Toilet A' }),
    checklist: createChecklist({ facility: 'fac-1', inspectionMode: 1, parameters: [floor, mirror], paramProps: [], mandatoryOverallImg: false }),
    shiftId: 'shift-1',
    mapping: null,
  });
  await saveDraft({ ...base, stage: 'details', report: toggleParameter(base.report, 'p-floor', teams), checkedBad: ['p-floor'] });
}

function show() {
  const router = createMemoryRouter([{ path: '/reporting/deep', element: <WizardPage /> }], { initialEntries: ['/reporting/deep?facility=fac-1'] });
  render(<RouterProvider router={router} />);
}

/** A touch pointer event (jsdom's events carry no pointerType or clientX of their own). */
function touch(target: HTMLElement, type: 'pointerDown' | 'pointerUp', clientX: number): void {
  const event = createEvent[type](target);
  Object.defineProperties(event, { pointerType: { value: 'touch' }, clientX: { value: clientX } });
  fireEvent(target, event);
}

async function stored() {
  const draft = await loadDraft('usr-1', 'org-1', 'fac-1');
  if (!draft) throw new Error('no draft stored');
  return draft;
}

const context = reportingTestContext();
beforeAll(() => {
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
beforeEach(() => {
  context.api.answer('GET /reporting/teams', { body: teams });
  vibrate.mockClear();
});

describe('the wizard', () => {
  it('starts at the intro, counts current/max, and keeps its position with the report', async () => {
    await seedDraft();
    show();
    expect(await screen.findByRole('group', { name: 'Inspection progress' })).toHaveProperty('textContent', '0/4');
    fireEvent.click(screen.getByRole('button', { name: 'Start Inspection' }));
    expect(await screen.findByLabelText('Parameter 1 of 2')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Inspection progress' }).textContent).toBe('1/4');
    expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(true);
    await waitFor(async () => expect((await stored()).wizardStep).toBe(1));
  });

  it('refuses Next and a swipe on an invalid card: says why, vibrates 1000 ms, stays', async () => {
    await seedDraft();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Inspection' }));
    await screen.findByLabelText('Parameter 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(context.notices).toEqual(['Please add media for the issue']);
    expect(vibrate).toHaveBeenCalledWith(1000);
    const card = screen.getByRole('group', { name: 'Floor' });
    touch(card, 'pointerDown', 300);
    touch(card, 'pointerUp', 100);
    expect(context.notices).toEqual(['Please add media for the issue', 'Please add media for the issue']);
    expect(screen.getByLabelText('Parameter 1 of 2')).toBeTruthy();
  });

  it('moves on a good card by swipe, reads Overall on the last one, and re-checks only parameters turned bad in the wizard', async () => {
    context.api.answer('POST /issues/check-issue', { body: { tickets: [] } });
    await seedDraft();
    const draft = await stored();
    // Floor is fine after all (marked good again); Mirror turns bad and gets its media and description.
    await saveDraft({ ...draft, wizardStep: 1, report: toggleParameter(toggleParameter(draft.report, 'p-floor', teams), 'p-mirror', teams) });
    const withMirror = await stored();
    await saveDraft({
      ...withMirror,
      report: {
        ...withMirror.report,
        issueDetails: withMirror.report.issueDetails.map((detail) => ({
          ...detail,
          description: 'Cracked',
          media: [{ path: 'local:k', name: 'k.jpg', type: 'image/jpeg' as const }],
        })),
      },
    });
    show();
    const first = await screen.findByRole('group', { name: 'Floor' });
    touch(first, 'pointerDown', 300);
    touch(first, 'pointerUp', 100);
    expect(await screen.findByLabelText('Parameter 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Overall' }));
    expect(await screen.findByRole('region', { name: 'Overall' })).toBeTruthy();
    const call = context.api.fetch.mock.calls.find(([input]) => String(input).endsWith('/issues/check-issue'));
    expect(JSON.parse(String(call?.[1]?.body)).issueDetails.map((detail: { parameter: string }) => detail.parameter)).toEqual(['p-mirror']);
    await waitFor(async () => expect((await stored()).checkedBad).toEqual(['p-mirror']));

    // The overall note needs its description before the review.
    fireEvent.click(within(screen.getByRole('region', { name: 'Overall' })).getByRole('button', { name: 'Review' }));
    expect(context.notices).toContain('Please fill in all the Overall Details !');
    fireEvent.change(within(screen.getByRole('region', { name: 'Overall' })).getByLabelText('Description'), { target: { value: 'All checked' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(within(screen.getByRole('region', { name: 'Overall' })).getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { name: 'Review your entries' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Inspections' }).textContent).toContain('Mirror: bad');
  });
});
