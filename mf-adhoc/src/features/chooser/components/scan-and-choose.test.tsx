import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type QrScannerDialogProps, provideExposedModuleLoader, session } from 'shared-contracts';
import { createUser } from 'shared-contracts/testing';
import { renderWithRouter } from '../../../testing/render-with-router';
import { adhocTestContext } from '../../../testing/test-context';
import { ScanAndChoose } from './scan-and-choose';

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
const captureKit = { QrScannerDialog: FakeScanner, CameraDialog: () => null, compressImage: (blob: Blob) => Promise.resolve(blob) };

const context = adhocTestContext();
beforeEach(() => {
  context.api.answer('GET /facilities', {
    body: [
      { _id: 'fac-1', name: 'Lobby', active: true },
      { _id: 'fac-2', name: 'Old wing', active: false },
    ],
  });
  context.api.answer('GET /facilities/checklist', { body: [] });
  session.update({ user: createUser({ _id: 'usr-m' }), permissions: ['adhoc-read'] });
  provideExposedModuleLoader((id) => Promise.resolve(id === 'mf_reporting/capture' ? captureKit : null));
});

function renderFlow() {
  const onClose = jest.fn();
  renderWithRouter(<ScanAndChoose onClose={onClose} />, '/home');
  return onClose;
}

describe('Quick Report: scan, check, choose', () => {
  it('opens How do you want report? for the active facility scanned; the scanner closing itself does not end the flow', async () => {
    scannedCode = 'facility=fac-1';
    const onClose = renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
    expect(await screen.findByRole('dialog', { name: 'How do you want report?' })).toBeTruthy();
    expect(await screen.findByText('Facility: Lobby')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'No such facility.' for an inactive or unknown facility, and ends", async () => {
    for (const code of ['facility=fac-2', 'facility=fac-9']) {
      scannedCode = code;
      const onClose = renderFlow();
      fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog', { name: 'How do you want report?' })).toBeNull();
      document.body.innerHTML = '';
    }
    expect(context.notices.map((notice) => notice.message)).toEqual(['No such facility.', 'No such facility.']);
  });

  it('ends when the scan is cancelled', async () => {
    const onClose = renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'cancel scan' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the scanner cannot load, or the facilities cannot be read', async () => {
    provideExposedModuleLoader(() => Promise.resolve(null));
    const onClose = renderFlow();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(context.notices.map((notice) => notice.message)).toEqual(['The scanner is unavailable right now. Try again shortly.']);

    provideExposedModuleLoader((id) => Promise.resolve(id === 'mf_reporting/capture' ? captureKit : null));
    context.api.answer('GET /facilities', { status: 500, body: { message: 'down' } });
    document.body.innerHTML = '';
    scannedCode = 'facility=fac-1';
    const again = renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'decode' }));
    await waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    expect(context.notices.map((notice) => notice.message)).toContain('Could not load the facilities');
  });
});
