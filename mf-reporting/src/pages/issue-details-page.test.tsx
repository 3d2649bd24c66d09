import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { IssueView } from 'shared-contracts';
import { reportingTestContext } from '../testing/test-context';
import IssueDetailsPage from './issue-details-page';

const issue: IssueView = {
  _id: 'iss-1',
  label: 'Floor',
  img: null,
  status: 'assigned',
  urgencyLevel: 'high',
  facility: { _id: 'fac-1', name: 'Toilet A' },
  team: { _id: 'tea-1', name: 'Housekeeping' },
  assignee: null,
  raisedBy: { _id: 'usr-9', name: 'Rita Reporter' },
  createdAt: '2026-05-01T03:00:00.000Z',
  dueAt: '2026-05-01T07:00:00.000Z',
  lateMinutes: 0,
  escalatedAt: null,
  reportId: 'rep-1',
  parameter: 'par-floor',
  description: 'Water near the door',
  quantity: 2,
  tags: ['Wet'],
  media: [{ path: '/uploads/a.jpg', name: 'a.jpg', type: 'image/jpeg', source: 'report', at: '2026-05-01T03:00:00.000Z' }],
  events: [],
  comments: [
    { _id: 'icm-1', text: 'Please hurry', media: [], by: { _id: 'usr-9', name: 'Rita Reporter' }, at: '2026-05-01T03:05:00.000Z', editedAt: null, mine: false },
  ],
  allowedActions: ['acknowledge', 'start'],
  mayComment: true,
};

const context = reportingTestContext(['ticket-read', 'task-read', 'issue-read', 'issueAck-read']);

function show() {
  const router = createMemoryRouter([{ path: '/tickets/:id', element: <IssueDetailsPage /> }], { initialEntries: ['/tickets/iss-1'] });
  render(<RouterProvider router={router} />);
}

describe('IssueDetailsPage', () => {
  it('shows the issue, its report’s detail and photos, comments, and only the steps the role allows', async () => {
    context.api.answer('GET /issues/iss-1', { body: issue });
    show();
    expect(await screen.findByRole('heading', { name: 'Floor' })).toBeTruthy();
    expect(screen.getByText('Water near the door')).toBeTruthy();
    expect(screen.getByText('Housekeeping')).toBeTruthy();
    expect(screen.getByText('Please hurry')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo from the report' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify and close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('sends a one-tap acknowledge through the outbox with an idempotency key, then reloads', async () => {
    context.api.answer('GET /issues/iss-1', { body: issue });
    context.api.answer('POST /issues/iss-1/actions', { body: { status: 'acknowledged', eventId: 'iev-1' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(context.notices).toContain('Saved.'));
    const sent = context.api.fetch.mock.calls.find(([url]) => String(url).endsWith('/issues/iss-1/actions'));
    const body = JSON.parse(String(sent?.[1]?.body)) as { key: string; action: string };
    expect(body.action).toBe('acknowledge');
    expect(body.key).toMatch(/^acknowledge-/);
  });
});
