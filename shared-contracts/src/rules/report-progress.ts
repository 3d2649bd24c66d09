/**
 * Spec 000 §9: the reports progress of a shift (actual / expected). The colour is warning between
 * 50% and 90% and positive at 90% and above; the label is capped at 100%. Below 50% the spec names
 * no colour: the bar keeps its normal one.
 */
export type ProgressTone = 'normal' | 'warning' | 'positive';

export interface ReportProgress {
  /** 0-100, rounded, capped at 100 (more reports than expected still reads 100%). */
  percent: number;
  tone: ProgressTone;
}

export function reportProgress(actual: number, expected: number): ReportProgress {
  const raw = expected > 0 ? (actual / expected) * 100 : 0;
  const percent = Math.min(100, Math.max(0, Math.round(raw)));
  const tone: ProgressTone = raw >= 90 ? 'positive' : raw >= 50 ? 'warning' : 'normal';
  return { percent, tone };
}
