/** Adding and removing photos and voice notes of a draft: where they go and which blob they keep. */
import type { CapturedPhoto, CapturedVoice, MediaItem } from 'shared-contracts';
import { type ReportDraft, localMediaItem, pruneMedia } from './report-draft';

export type MediaTarget = { kind: 'issue'; parameterId: string } | { kind: 'overall' } | { kind: 'slot'; propsId: string; slot: number };

function editTarget(draft: ReportDraft, target: MediaTarget, edit: (media: MediaItem[]) => MediaItem[]): ReportDraft {
  const { report } = draft;
  switch (target.kind) {
    case 'issue':
      return {
        ...draft,
        report: { ...report, issueDetails: report.issueDetails.map((d) => (d.parameter === target.parameterId ? { ...d, media: edit(d.media) } : d)) },
      };
    case 'overall':
      return { ...draft, report: { ...report, overall: { ...report.overall, media: edit(report.overall.media) } } };
    case 'slot':
      return {
        ...draft,
        report: {
          ...report,
          paramProps: report.paramProps.map((props) =>
            props.id === target.propsId && props.images
              ? { ...props, images: props.images.map((slot, index) => (index === target.slot ? { img: edit(slot.img) } : slot)) }
              : props,
          ),
        },
      };
  }
}

const extension = (type: string) => (type === 'audio/ogg' ? 'ogg' : 'jpg');

/** Keeps the blob with the draft and refers to it from the target; `key` must be unique. */
export function addMedia(draft: ReportDraft, target: MediaTarget, captured: CapturedPhoto | CapturedVoice, key: string): ReportDraft {
  const blob = { key, name: `${draft.localId}-${key}.${extension(captured.type)}`, type: captured.type, blob: captured.blob };
  const item = localMediaItem(blob);
  // An image slot holds one picture: a new one replaces the old.
  const next = editTarget(draft, target, (media) => (target.kind === 'slot' ? [item] : [...media, item]));
  return pruneMedia({ ...next, media: [...next.media, blob] });
}

export function removeMedia(draft: ReportDraft, target: MediaTarget, path: string): ReportDraft {
  return pruneMedia(editTarget(draft, target, (media) => media.filter((item) => item.path !== path)));
}

/** A unique key for a new photo or voice note of a draft. */
export const newMediaKey = (): string => crypto.randomUUID();
