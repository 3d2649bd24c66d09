/**
 * A module another app exposes (`exposedModules` in shared-contracts), loaded at run time through
 * the host's loader: the module, or null while loading and when its owner is unavailable (`state`
 * tells the two apart, so the caller shows its fallback). Loading starts only when `enabled`.
 */
import { useEffect, useState } from 'react';
import { exposedModules, loadExposedModule } from 'shared-contracts';
import type { AdhocSectionModule, CaptureKitModule, OrgSwitcherModule, ReportDetailsModule, ReportTypeChooserModule } from './exposed-module-types';

export interface ExposedTypes {
  captureKit: CaptureKitModule;
  orgSwitcher: OrgSwitcherModule;
  reportTypeChooser: ReportTypeChooserModule;
  adhocSection: AdhocSectionModule;
  reportDetails: ReportDetailsModule;
}

export type ExposedKey = keyof ExposedTypes;

export type ExposedState<T> = { state: 'idle' | 'loading' | 'unavailable'; module: null } | { state: 'ready'; module: T };

const has = (value: object, names: string[]) => names.every((name) => name in value);

/** What each module must export; anything else counts as unavailable. */
export const exposedChecks: { [K in ExposedKey]: (value: object) => boolean } = {
  captureKit: (value) => has(value, ['QrScannerDialog', 'CameraDialog', 'compressImage']),
  orgSwitcher: (value) => has(value, ['OrgSwitcher']),
  reportTypeChooser: (value) => has(value, ['ReportTypeChooser', 'ScanAndChoose']),
  adhocSection: (value) => has(value, ['AdhocRequestsSection']),
  reportDetails: (value) => has(value, ['ReportDetails']),
};

export async function loadExposed<K extends ExposedKey>(key: K): Promise<ExposedTypes[K] | null> {
  const loaded = await loadExposedModule(exposedModules[key]);
  if (!loaded) return null;
  if (!exposedChecks[key](loaded)) {
    console.error(`${exposedModules[key]} does not export what its consumers expect`);
    return null;
  }
  return loaded as ExposedTypes[K];
}

export function useExposed<K extends ExposedKey>(key: K, enabled = true): ExposedState<ExposedTypes[K]> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: K; attempt: number; module: ExposedTypes[K] | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadExposed(key).then((module) => {
      if (live) setResult({ key, attempt, module });
    });
    return () => {
      live = false;
    };
  }, [key, enabled, attempt]);
  const retry = () => setAttempt((value) => value + 1);
  if (!enabled) return { state: 'idle', module: null, retry };
  if (result?.key !== key || result.attempt !== attempt) return { state: 'loading', module: null, retry };
  return result.module ? { state: 'ready', module: result.module, retry } : { state: 'unavailable', module: null, retry };
}
