interface Window {
  __FACILITYOPS_NATIVE__?: Record<string, unknown>;
  FacilityOps?: { navigate(to: string): void; inject(injection: Record<string, unknown>): void };
  __FEDERATION__?: {
    __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; useIn: string[]; loaded?: boolean; loading?: unknown }>>>>;
  };
}
