import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AdHocRequest, bus, connectivity, session } from 'shared-contracts';
import { createAdhocRequest, createUser } from 'shared-contracts/testing';
import { renderWithRouter } from '../../../testing/render-with-router';
import { adhocTestContext } from '../../../testing/test-context';
import { AdhocReportDetailsDialog } from './adhoc-report-details-dialog';

const request: AdHocRequest = createAdhocRequest({
  _id: 'adh-1',
  reporter: 'usr-r',
  shift: 'shf-1',
  supervisor: 'usr-s',
  adHocReportType: 'quick-inspect',
  facility: { _id: 'fac-9', name: 'Lobby', location: { name: 'Tower A' }, facilityType: { name: 'Reception' } },
  description: 'Spill near the lift',
  issueDetails: [
    {
      parameter: 'p1',
      label: 'Floor',
      img: '/static/parameters/floor.svg',
      media: [],
      description: 'Wet',
      tags: [],
      selectedTags: ['Slippery'],
      urgencyLevel: 'high',
      affectedParamsCount: 1,
      paramQuantity: 1,
    },
  ],
});

function renderDialog(shown: AdHocRequest, onClose = jest.fn()) {
  const { where } = renderWithRouter(<AdhocReportDetailsDialog request={shown} onClose={onClose} />, '/reporting/facilities');
  return { onClose, where, dialog: within(screen.getByRole('dialog', { name: 'AdHoc Report Details' })) };
}

const context = adhocTestContext();
beforeEach(() => {
  session.update({ user: createUser({ _id: 'usr-r' }) });
});

function sentBody(): unknown {
  const call = context.api.fetch.mock.calls.find(([input]) => String(input).endsWith('/shifts/add/adhoc-request-issue'));
  return JSON.parse(String(call?.[1]?.body));
}

describe('AdHoc Report Details', () => {
  it('lists the issues: image, label in upper case, tags, urgency and description', () => {
    const { dialog } = renderDialog(request);
    expect(dialog.getByText('FLOOR')).toBeTruthy();
    expect(dialog.getByText('Slippery')).toBeTruthy();
    expect(dialog.getByRole('img', { name: 'High urgency' })).toBeTruthy();
    expect(dialog.getByText('Wet')).toBeTruthy();
    expect(dialog.getByText('Spill near the lift')).toBeTruthy();
  });

  it('Start Reporting opens the checklist as an ad-hoc report answering the request', () => {
    const { dialog, onClose, where } = renderDialog(request);
    fireEvent.click(dialog.getByRole('button', { name: 'Start Reporting' }));
    expect(onClose).toHaveBeenCalled();
    expect(where()).toBe('/reporting/checklist?facility=fac-9&adhoc=quick-inspect&request=adh-1');
  });

  it('Create an Issue raises the request again, says so and goes to /adhoc-requests', async () => {
    context.api.answer('POST /shifts/add/adhoc-request-issue', { body: { status: true } });
    const submitted: string[] = [];
    const subscription = bus.on('adhoc-request/submitted').subscribe(({ facilityId }) => submitted.push(facilityId));
    const { dialog, where } = renderDialog(request);
    fireEvent.click(dialog.getByRole('button', { name: 'Create an Issue' }));
    await waitFor(() => expect(where()).toBe('/adhoc-requests'));
    expect(context.notices).toEqual([{ kind: 'success', message: 'Ad-Hoc Request has been submitted.' }]);
    expect(sentBody()).toMatchObject({
      facility: 'fac-9',
      reporter: 'usr-r',
      shift: 'shf-1',
      supervisor: 'usr-s',
      status: 'unchecked',
      adHocReportType: 'quick-inspect',
      adHocRequestId: 'adh-1',
      issueDetails: [{ parameter: 'p1', label: 'Floor' }],
    });
    expect(submitted).toEqual(['fac-9']);
    subscription.unsubscribe();
  });

  it('a refused request says so, with the reason, and stays open', async () => {
    context.api.answer('POST /shifts/add/adhoc-request-issue', { status: 404, body: { message: 'No such ad-hoc request.' } });
    const { dialog, onClose, where } = renderDialog(request);
    fireEvent.click(dialog.getByRole('button', { name: 'Create an Issue' }));
    expect(await dialog.findByText('No such ad-hoc request.')).toBeTruthy();
    expect(context.notices).toEqual([{ kind: 'error', message: 'Error in submitting Ad-Hoc Request.' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(where()).toBe('/reporting/facilities');
  });

  it('offline, Create an Issue says it failed and why, sends nothing and keeps the dialog', async () => {
    bus.emit('offline/changed', { offline: true, source: 'user' });
    expect(connectivity.isOffline()).toBe(true);
    const { dialog, onClose } = renderDialog(request);
    fireEvent.click(dialog.getByRole('button', { name: 'Create an Issue' }));
    expect(await dialog.findByText(/You are offline/)).toBeTruthy();
    expect(context.notices).toEqual([{ kind: 'error', message: 'Error in submitting Ad-Hoc Request.' }]);
    expect(context.api.fetch).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a request already being checked or checked allows neither action', () => {
    for (const status of ['checking', 'checked'] as const) {
      const { dialog } = renderDialog({ ...request, status });
      expect(dialog.getByRole('button', { name: 'Create an Issue' }).hasAttribute('disabled')).toBe(true);
      expect(dialog.getByRole('button', { name: 'Start Reporting' }).hasAttribute('disabled')).toBe(true);
      document.body.innerHTML = '';
    }
  });
});
