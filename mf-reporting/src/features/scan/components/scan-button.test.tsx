import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Subscription } from 'rxjs';
import { REPORT_SUBMIT_KIND, bus, enqueue, type EventMap, getDb, type QrScannerDialogProps, session } from 'shared-contracts';
import { createFacility, createTimelineEntry, createUser, fakeApi, type FakeApi } from 'shared-contracts/testing';
import { setUpI18n } from '../../../testing/setup-i18n';
import { ScanButton } from './scan-button';

let scanned = '';
/** Stands in for the capture kit's scanner: answers `scanned` as soon as it opens. */
function FakeScanner({ open, onResult, onClose }: QrScannerDialogProps) {
  useEffect(() => {
    if (!open) return;
    onResult(scanned);
    onClose();
  }, [open, onResult, onClose]);
  return null;
}

const loadFake = () => Promise.resolve(FakeScanner);

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const due = createFacility({ _id: 'fac-due', offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: minutesFromNow(-10) })] });
const later = createFacility({ _id: 'fac-later', offsetMinutes: 15, timeline: [createTimelineEntry({ expectedTime: minutesFromNow(90) })] });

let api: FakeApi;
let notices: EventMap['ui/notify'][];
let navigations: EventMap['ui/navigate'][];
let subscriptions: Subscription[] = [];
beforeAll(setUpI18n);
beforeEach(async () => {
  api = fakeApi();
  session.update({ user: createUser({ _id: 'usr-1', organization: 'org-1' }), permissions: ['reporting-read', 'guyWhoReports-read'] });
  notices = [];
  navigations = [];
  subscriptions = [
    bus.on('ui/notify').subscribe((notice) => notices.push(notice)),
    bus.on('ui/navigate').subscribe((navigation) => navigations.push(navigation)),
  ];
  await (await getDb()).outbox.clear();
});

afterEach(() => subscriptions.forEach((subscription) => subscription.unsubscribe()));

async function scan(text: string): Promise<void> {
  scanned = text;
  const before = notices.length + navigations.length;
  const view = render(<ScanButton facilities={[due, later]} loadScanner={loadFake} />);
  await userEvent.click(screen.getByRole('button', { name: /Scan/ }));
  // Every scan ends in exactly one navigation or one notice.
  await waitFor(() => expect(notices.length + navigations.length).toBe(before + 1), { timeout: 10_000 });
  view.unmount();
}

describe('ScanButton', () => {
  it('shows only with guyWhoReports-read', () => {
    session.update({ permissions: ['reporting-read'] });
    render(<ScanButton facilities={[due]} loadScanner={loadFake} />);
    expect(screen.queryByRole('button', { name: /Scan/ })).toBeNull();
  });

  it("opens a due facility's checklist", async () => {
    await scan('facility=fac-due');
    expect(navigations).toEqual([{ to: '/reporting/checklist?facility=fac-due' }]);
    expect(notices).toEqual([]);
  });

  it('warns when the facility does not need checkup', async () => {
    await scan('facility=fac-later');
    expect(notices).toEqual([{ kind: 'warning', message: 'This facility does not need checkup.' }]);
    expect(navigations).toEqual([]);
  });

  it("tells another shift's facility from an unknown one by the organisation's checklists", async () => {
    api.answer('GET /facilities/checklist', { body: [{ _id: 'chk-1', facility: 'fac-elsewhere' }] });
    await scan('facility=fac-elsewhere');
    expect(notices).toEqual([{ kind: 'error', message: 'This facility is not part of your shift.' }]);
  });

  it('says no such facility for an id the organisation does not have', async () => {
    api.answer('GET /facilities/checklist', { body: [{ _id: 'chk-1', facility: 'fac-elsewhere' }] });
    await scan('facility=fac-nowhere');
    expect(notices).toEqual([{ kind: 'error', message: 'No such facility.' }]);
  });

  it("warns when this user's report for the facility is already queued", async () => {
    const row = { kind: REPORT_SUBMIT_KIND, organizationId: 'org-1', subject: 'fac-due', body: {}, blobs: [] };
    // Another user's queued report does not count.
    await enqueue({ ...row, key: 'l-0', userId: 'usr-2' });
    await scan('facility=fac-due');
    expect(notices).toEqual([]);
    await enqueue({ ...row, key: 'l-1', userId: 'usr-1' });
    await scan('facility=fac-due');
    expect(notices).toEqual([{ kind: 'warning', message: 'Report for facility is already cached.' }]);
  });

  it('loads the scanner on the first tap only; a failed load says so and the next tap tries again', async () => {
    scanned = 'facility=fac-due';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadScanner = jest.fn<Promise<typeof FakeScanner>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(FakeScanner);
    render(<ScanButton facilities={[due]} loadScanner={loadScanner} />);
    expect(loadScanner).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /Scan/ }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'The scanner could not be loaded. Check the connection and try again.' }]));
    expect(navigations).toEqual([]);
    expect(error).toHaveBeenCalledWith('the QR scanner could not be loaded', expect.any(Error));

    await userEvent.click(screen.getByRole('button', { name: /Scan/ }));
    await waitFor(() => expect(navigations).toEqual([{ to: '/reporting/checklist?facility=fac-due' }]));
    expect(loadScanner).toHaveBeenCalledTimes(2);
    // Loaded once, kept: the next scan does not load it again.
    await userEvent.click(screen.getByRole('button', { name: /Scan/ }));
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(loadScanner).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
