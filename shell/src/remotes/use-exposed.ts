/**
 * React side of `remoteRegistry.loadExposed`: the module, or null while loading and when its owner
 * is unavailable (`state` tells the two apart). Loading starts only when `enabled`.
 */
import { useEffect, useState } from 'react';
import type { CaptureKitModule, OrgSwitcherModule, ReportTypeChooserModule } from 'ui-kit';
import { exposedModules } from 'shared-contracts';
import { remoteRegistry } from './remote-registry';

export type ExposedState<T> = { state: 'idle' | 'loading' | 'unavailable'; module: null } | { state: 'ready'; module: T };

const has = (value: object, names: string[]) => names.every((name) => name in value);

export const exposedChecks = {
  captureKit: (value: object): value is CaptureKitModule => has(value, ['QrScannerDialog', 'CameraDialog', 'compressImage']),
  orgSwitcher: (value: object): value is OrgSwitcherModule => has(value, ['OrgSwitcher']),
  reportTypeChooser: (value: object): value is ReportTypeChooserModule => has(value, ['ReportTypeChooser']),
};

interface ExposedTypes {
  captureKit: CaptureKitModule;
  orgSwitcher: OrgSwitcherModule;
  reportTypeChooser: ReportTypeChooserModule;
}

export function loadExposed<K extends keyof ExposedTypes>(key: K): Promise<ExposedTypes[K] | null> {
  return remoteRegistry.loadExposed(exposedModules[key], exposedChecks[key] as (value: object) => value is ExposedTypes[K]);
}

export function useExposed<K extends keyof ExposedTypes>(key: K, enabled = true): ExposedState<ExposedTypes[K]> {
  const [result, setResult] = useState<{ key: K; module: ExposedTypes[K] | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadExposed(key).then((module) => {
      if (live) setResult({ key, module });
    });
    return () => {
      live = false;
    };
  }, [key, enabled]);
  if (!enabled) return { state: 'idle', module: null };
  if (result?.key !== key) return { state: 'loading', module: null };
  return result.module ? { state: 'ready', module: result.module } : { state: 'unavailable', module: null };
}
