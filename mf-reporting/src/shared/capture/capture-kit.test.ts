import type { CaptureKitModule } from 'ui-kit';
import * as kit from './index';

describe('mf_reporting/capture', () => {
  it('exports exactly the CaptureKitModule shape', () => {
    // The assignment is the type check; the keys guard against stray exports the consumers would not expect.
    const module: CaptureKitModule = kit;
    expect(Object.keys(module).sort()).toEqual(['CameraDialog', 'QrScannerDialog', 'VoiceRecorderDialog', 'compressImage']);
  });
});
