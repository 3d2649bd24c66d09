/**
 * The report's edits as the details page and the wizard both make them: an issue's fields and
 * media, the parameters' extra fields and image slots, the overall note.
 */
import type { CapturedPhoto, CapturedVoice, IssueDetail } from 'shared-contracts';
import { addMedia, newMediaKey, removeMedia } from '../rules/media-edit';
import { type ReportDraft, setExtraField, updateIssue } from '../rules/report-draft';

type Update = (change: (draft: ReportDraft) => ReportDraft) => void;

export function issueEdits(update: Update, parameterId: string) {
  return {
    onChange: (patch: Partial<IssueDetail>) => update((current) => ({ ...current, report: updateIssue(current.report, parameterId, patch) })),
    onCapture: (captured: CapturedPhoto | CapturedVoice) => update((current) => addMedia(current, { kind: 'issue', parameterId }, captured, newMediaKey())),
    onRemoveMedia: (path: string) => update((current) => removeMedia(current, { kind: 'issue', parameterId }, path)),
  };
}

export function extraFieldEdits(update: Update) {
  return {
    onField: (propsId: string, name: string, value: string) =>
      update((current) => ({ ...current, report: setExtraField(current.report, propsId, name, value) })),
    onCapture: (propsId: string, slot: number, captured: CapturedPhoto | CapturedVoice) =>
      update((current) => addMedia(current, { kind: 'slot', propsId, slot }, captured, newMediaKey())),
    onRemove: (propsId: string, slot: number, path: string) => update((current) => removeMedia(current, { kind: 'slot', propsId, slot }, path)),
  };
}

export function overallEdits(update: Update) {
  return {
    onDescription: (description: string) =>
      update((current) => ({ ...current, report: { ...current.report, overall: { ...current.report.overall, description } } })),
    onCapture: (captured: CapturedPhoto | CapturedVoice) => update((current) => addMedia(current, { kind: 'overall' }, captured, newMediaKey())),
    onRemove: (path: string) => update((current) => removeMedia(current, { kind: 'overall' }, path)),
  };
}

export type IssueEdits = ReturnType<typeof issueEdits>;
export type ExtraFieldEdits = ReturnType<typeof extraFieldEdits>;
