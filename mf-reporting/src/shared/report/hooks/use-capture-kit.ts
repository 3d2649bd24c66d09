/** The capture kit (camera, voice), loaded when a page first needs it: never in the first load. */
import { useEffect, useState } from 'react';
import type { CaptureKitModule } from 'ui-kit';

// A chunk of this remote, not a federation round trip: the kit is mf-reporting's own.
const loadCaptureKit = (): Promise<CaptureKitModule> => import('../../capture');

export function useCaptureKit(): CaptureKitModule | null {
  const [kit, setKit] = useState<CaptureKitModule | null>(null);
  useEffect(() => {
    let current = true;
    loadCaptureKit().then(
      (loaded) => current && setKit(loaded),
      (error: unknown) => console.error('capture kit unavailable', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return kit;
}
