import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { stubMediaDevices } from '../../../testing/media-devices';
import { setUpI18n } from '../../../testing/setup-i18n';
import { QrScannerView } from './qr-scanner-view';

beforeAll(setUpI18n);

// The zxing reader's chunk: the first load fails, as it does offline before the app was cached.
let mockFailedLoads = 1;
const mockDecodeQr = jest.fn<Promise<string | null>, [Blob]>();
jest.mock('../media/qr-decoder', () => {
  if (mockFailedLoads > 0) {
    mockFailedLoads -= 1;
    throw new Error('Loading chunk qr-decoder failed.');
  }
  return { warmUpQrDecoder: jest.fn(), decodeQr: mockDecodeQr };
});

const getUserMedia = stubMediaDevices();

describe('QrScannerView', () => {
  it('says when the QR reader could not be loaded, and a chosen photo loads it again', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const onResult = jest.fn();
    render(<QrScannerView onResult={onResult} />);
    const failed = 'The QR reader could not be loaded. Check the connection and open the scanner again.';
    expect(await screen.findByText(failed)).toBeTruthy();

    mockDecodeQr.mockResolvedValueOnce('FAC-0001');
    const photo = new File(['not really a picture'], 'code.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('qr-photo-input'), { target: { files: [photo] } });
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('FAC-0001'));
    expect(mockDecodeQr).toHaveBeenCalledWith(photo);
    expect(screen.queryByText(failed)).toBeNull();
  });
});
