/** The notifications page's sections: one per day in Asia/Kolkata, newest first, in list order. */
import { type Notification, inKolkata } from 'shared-contracts';

export interface DayGroup {
  /** YYYY-MM-DD in Asia/Kolkata. */
  day: string;
  items: Notification[];
}

export function groupByDay(items: readonly Notification[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = inKolkata(item.createdAt).format('YYYY-MM-DD');
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday' or null (then the date itself is the heading). */
export function relativeDay(day: string, now: Date = new Date()): 'today' | 'yesterday' | null {
  const today = inKolkata(now);
  if (day === today.format('YYYY-MM-DD')) return 'today';
  if (day === today.subtract(1, 'day').format('YYYY-MM-DD')) return 'yesterday';
  return null;
}
