/**
 * The details popup's charts from the overview calls (spec 001 §2.4): counts per Kolkata day, and
 * 'Happy' per day as the share of positive feedback. Pure, so the numbers are tested here.
 */
import { inKolkata } from 'shared-contracts';

export interface DatedCount {
  date: string;
  count: number;
}

export interface HappyPoint {
  date: string;
  /** Positive feedback of that day, in percent (0-100, whole numbers). */
  happy: number;
}

const day = (createdAt: string) => inKolkata(createdAt).format('YYYY-MM-DD');

/** How many items were created on each day, oldest day first. */
export function countByDate(items: readonly { createdAt: string }[]): DatedCount[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(day(item.createdAt), (counts.get(day(item.createdAt)) ?? 0) + 1);
  return [...counts].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Customer satisfaction per day: positive feedback over all feedback of that day. */
export function happinessByDate(feedbacks: readonly { createdAt: string; reviewType: 'positive' | 'negative' }[]): HappyPoint[] {
  const days = new Map<string, { positive: number; total: number }>();
  for (const feedback of feedbacks) {
    const entry = days.get(day(feedback.createdAt)) ?? { positive: 0, total: 0 };
    entry.total += 1;
    if (feedback.reviewType === 'positive') entry.positive += 1;
    days.set(day(feedback.createdAt), entry);
  }
  return [...days].map(([date, { positive, total }]) => ({ date, happy: Math.round((positive / total) * 100) })).sort((a, b) => a.date.localeCompare(b.date));
}
