/** The overall note's edits, the same on the details page and the wizard's overall stage. */
import type { CapturedPhoto, CapturedVoice } from 'shared-contracts';
import { addMedia, newMediaKey, removeMedia } from '../report/rules/media-edit';
import type { ReportDraft } from '../report/rules/report-draft';

type Update = (change: (draft: ReportDraft) => ReportDraft) => void;

export function overallEdits(update: Update) {
  return {
    onDescription: (description: string) => update((current) => ({ ...current, report: { ...current.report, overall: { ...current.report.overall, description } } })),
    onCapture: (captured: CapturedPhoto | CapturedVoice) => update((current) => addMedia(current, { kind: 'overall' }, captured, newMediaKey())),
    onRemove: (path: string) => update((current) => removeMedia(current, { kind: 'overall' }, path)),
  };
}
