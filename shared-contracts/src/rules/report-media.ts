/**
 * Every media item of a report: its issues', its overall note's and its additional-detail image
 * slots'. The client counts what it uploads by it; the server counts what it stored by it
 * (`mediaCount`), so both must read a report the same way.
 */
import type { MediaItem, Report } from '../schemas';

export function mediaOf(report: Pick<Report, 'issueDetails' | 'overall' | 'paramProps'>): MediaItem[] {
  return [
    ...report.issueDetails.flatMap((detail) => detail.media),
    ...report.overall.media,
    ...report.paramProps.flatMap((props) => (props.images ?? []).flatMap((slot) => slot.img)),
  ];
}
