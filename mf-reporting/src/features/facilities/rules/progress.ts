/** Spec 000 §9: the label is capped at 100%; warning from 50% to 90%, positive from 90%. */
export type ProgressTone = 'normal' | 'warning' | 'positive';

export function progressPercent(actual: number, expected: number): number {
  if (expected <= 0) return actual > 0 ? 100 : 0;
  return Math.min(100, Math.round((actual / expected) * 100));
}

export function progressTone(percent: number): ProgressTone {
  if (percent >= 90) return 'positive';
  if (percent >= 50) return 'warning';
  return 'normal';
}
