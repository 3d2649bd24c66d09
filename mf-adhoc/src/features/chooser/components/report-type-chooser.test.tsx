import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, session } from 'shared-contracts';
import { createChecklist, createParameter, createUser } from 'shared-contracts/testing';
import { renderWithRouter } from '../../../testing/render-with-router';
import { adhocTestContext } from '../../../testing/test-context';
import { ReportTypeChooser } from './report-type-chooser';

function renderChooser(permissions: string[]) {
  session.update({ user: createUser({ _id: 'usr-m' }), permissions });
  const onClose = jest.fn();
  const { where } = renderWithRouter(<ReportTypeChooser open facilityId="fac-7" onClose={onClose} />, '/home');
  return { onClose, where, chooser: within(screen.getByRole('dialog', { name: 'How do you want report?' })) };
}

const context = adhocTestContext();
beforeEach(() => {
  context.api.answer('GET /facilities', { body: [{ _id: 'fac-7', name: 'Parking Reception 1', active: true }] });
  context.api.answer('GET /facilities/checklist', {
    body: [createChecklist({ facility: 'fac-7', parameters: [createParameter({ label: 'Floor' }), createParameter({ label: 'Mirror' })] })],
  });
  context.api.answer('GET /shifts/shiftReporterDetail', { body: { user: { _id: 'usr-d', name: 'Dev Desk' }, shift: null } });
});

describe('How do you want report?', () => {
  it('offers Quick Report only with quickReport-write', async () => {
    let { chooser } = renderChooser(['adhoc-read', 'quickReport-write']);
    expect(await chooser.findByText('Facility: Parking Reception 1')).toBeTruthy();
    expect(chooser.getByRole('button', { name: /Quick Report/ })).toBeTruthy();
    document.body.innerHTML = '';
    ({ chooser } = renderChooser(['adhoc-read']));
    expect(chooser.queryByRole('button', { name: /Quick Report/ })).toBeNull();
    expect(chooser.getByRole('button', { name: /Do Inspection/ })).toBeTruthy();
  });

  it('Quick Report and Do Inspection open the checklist as quick-inspect and inspect ad-hoc reports', () => {
    const quick = renderChooser(['adhoc-read', 'quickReport-write']);
    fireEvent.click(quick.chooser.getByRole('button', { name: /Quick Report/ }));
    expect(quick.where()).toBe('/reporting/checklist?facility=fac-7&adhoc=quick-inspect');
    expect(quick.onClose).toHaveBeenCalled();
    document.body.innerHTML = '';
    const inspect = renderChooser(['adhoc-read']);
    fireEvent.click(inspect.chooser.getByRole('button', { name: /Do Inspection/ }));
    expect(inspect.where()).toBe('/reporting/checklist?facility=fac-7&adhoc=inspect');
  });

  it('Request Inspection offers Immediate Inspection or Request Inspection, then asks what needs inspecting before sending', async () => {
    context.api.answer('POST /shifts/add/adhoc-request-issue', { body: { status: true } });
    const { chooser, onClose, where } = renderChooser(['adhoc-read']);
    fireEvent.click(chooser.getByRole('button', { name: /Request Inspection/ }));
    expect(chooser.getByRole('button', { name: /Immediate Inspection/ })).toBeTruthy();
    expect(chooser.getByRole('button', { name: /Request Inspection/ })).toBeTruthy();
    fireEvent.click(chooser.getByRole('button', { name: /Immediate Inspection/ }));
    expect(await chooser.findByText('Goes to Dev Desk.')).toBeTruthy();

    fireEvent.click(chooser.getByRole('button', { name: 'Send request' }));
    expect(chooser.getByText('Please describe what needs inspecting.')).toBeTruthy();
    expect(context.api.fetch.mock.calls.some(([input]) => String(input).includes('/shifts/add/'))).toBe(false);

    fireEvent.change(chooser.getByLabelText('What needs inspecting?'), { target: { value: '  Broken tap  ' } });
    fireEvent.click(chooser.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(where()).toBe('/adhoc-requests'));
    expect(context.notices).toEqual([{ kind: 'success', message: 'Ad-Hoc Request has been submitted.' }]);
    expect(onClose).toHaveBeenCalled();
    const call = context.api.fetch.mock.calls.find(([input]) => String(input).endsWith('/shifts/add/adhoc-request-issue'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      facility: 'fac-7',
      reporter: 'usr-d',
      status: 'unchecked',
      adHocReportType: 'quick-inspect',
      description: 'Broken tap',
      probableIssues: [],
    });
  });

  it('offline, a request cannot be sent: Send is disabled with the reason and the text stays', async () => {
    bus.emit('offline/changed', { offline: true, source: 'user' });
    const { chooser } = renderChooser(['adhoc-read']);
    fireEvent.click(chooser.getByRole('button', { name: /Request Inspection/ }));
    fireEvent.click(chooser.getAllByRole('button', { name: /Request Inspection/ })[0] as HTMLElement);
    fireEvent.change(chooser.getByLabelText('What needs inspecting?'), { target: { value: 'Broken tap' } });
    expect(chooser.getByText(/You are offline/)).toBeTruthy();
    expect(chooser.getByRole('button', { name: 'Send request' }).hasAttribute('disabled')).toBe(true);
    expect((chooser.getByLabelText('What needs inspecting?') as HTMLTextAreaElement).value).toBe('Broken tap');
    expect(await chooser.findByText(/No one reports this facility right now/)).toBeTruthy();
  });
});
