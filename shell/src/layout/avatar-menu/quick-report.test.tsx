import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type QrScannerDialogProps, type ReportTypeChooserProps, provideExposedModuleLoader } from 'shared-contracts';
import { type FakeApi, fakeApi } from 'shared-contracts/testing';
import { type NoticeMessage, attachNoticeHost } from '../../app/notice';
import { renderWithRouter, setupI18n } from '../../testing/render-shell';
import QuickReport from './quick-report';

// The scanner as the capture kit behaves: it reports the code, then closes itself.
let scannedCode = 'facility=fac-1';
function FakeScanner({ onResult, onClose }: QrScannerDialogProps) {
  return (
    <>
      <button
        type="button"
        onClick={() => {
          onResult(scannedCode);
          onClose();
        }}
      >
        decode
      </button>
      <button type="button" onClick={onClose}>
        cancel scan
      </button>
    </>
  );
}

function FakeChooser({ facilityId }: ReportTypeChooserProps) {
  return <p>chooser for {facilityId}</p>;
}

const modules: Record<string, object | null> = {
  'mf_reporting/capture': { QrScannerDialog: FakeScanner, CameraDialog: () => null, compressImage: (blob: Blob) => Promise.resolve(blob) },
  'mf_adhoc/report-type-chooser': { ReportTypeChooser: FakeChooser },
};

let api: FakeApi;
let notices: NoticeMessage[];
let detach: () => void;
beforeAll(setupI18n);
beforeEach(() => {
  api = fakeApi();
  api.answer('GET /facilities', { body: [{ _id: 'fac-1', name: 'Lobby', active: true }, { _id: 'fac-2', name: 'Old wing', active: false }] });
  provideExposedModuleLoader((id) => Promise.resolve(modules[id] ?? null));
  notices = [];
  detach = attachNoticeHost((message) => notices.push(message));
});
afterEach(() => detach());

describe('Quick Report', () => {
  it('scans, checks the facility is active and opens the report-type chooser for it', async () => {
    scannedCode = 'facility=fac-1';
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
    expect(await screen.findByText('chooser for fac-1')).toBeTruthy();
    // The scanner closing itself after the code does not end Quick Report.
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'No such facility.' for an inactive or unknown facility and ends", async () => {
    scannedCode = 'facility=fac-2';
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'No such facility.' }]));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText(/chooser for/)).toBeNull();
  });

  it('ends when the scanner is closed without a code', async () => {
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'cancel scan' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says which part is unavailable when the chooser cannot load', async () => {
    scannedCode = 'facility=fac-1';
    provideExposedModuleLoader((id) => Promise.resolve(id === 'mf_reporting/capture' ? (modules[id] ?? null) : null));
    const onClose = jest.fn();
    renderWithRouter(<QuickReport onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Reporting options are unavailable right now. Try again later.' }]));
    expect(onClose).toHaveBeenCalled();
  });
});
