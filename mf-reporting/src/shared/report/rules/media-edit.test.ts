import { createChecklist, createFacility, createParameter } from 'shared-contracts/testing';
import { addMedia, removeMedia } from './media-edit';
import { mediaOf } from 'shared-contracts';
import { startDraft, toggleParameter, withAdditionalDetails } from './report-draft';

const photo = { blob: new Blob(['p']), name: 'p.jpg', type: 'image/jpeg' as const, width: 400, height: 300 };
const voice = { blob: new Blob(['v']), name: 'v.ogg', type: 'audio/ogg' as const, durationMs: 1200 };

function draft() {
  const base = startDraft({
    localId: 'L1',
    now: 0,
    user: { _id: 'u', organization: 'o' },
    facility: createFacility({ _id: 'f' }),
    checklist: createChecklist({
      facility: 'f',
      parameters: [createParameter({ _id: 'p1' })],
      paramProps: [{ id: 'p1', name: 'P1', isEnabled: true, imageSettings: { enabled: true, isMandatory: true, imageCount: 2 }, additionalParameters: [] }],
    }),
    shiftId: null,
    mapping: null,
  });
  return { ...base, report: withAdditionalDetails(toggleParameter(base.report, 'p1', [])) };
}

describe('media editing', () => {
  it('adds photos and voice notes to an issue and the overall note, keeping their blobs', () => {
    let d = addMedia(draft(), { kind: 'issue', parameterId: 'p1' }, photo, 'a');
    d = addMedia(d, { kind: 'overall' }, voice, 'b');
    expect(d.report.issueDetails[0]?.media).toEqual([{ path: 'local:a', name: 'L1-a.jpg', type: 'image/jpeg' }]);
    expect(d.report.overall.media).toEqual([{ path: 'local:b', name: 'L1-b.ogg', type: 'audio/ogg' }]);
    expect(d.media.map((m) => m.key)).toEqual(['a', 'b']);
  });

  it('replaces the picture of an image slot and forgets the old blob', () => {
    let d = addMedia(draft(), { kind: 'slot', propsId: 'p1', slot: 1 }, photo, 'a');
    d = addMedia(d, { kind: 'slot', propsId: 'p1', slot: 1 }, photo, 'b');
    expect(d.report.paramProps[0]?.images?.map((slot) => slot.img.map((m) => m.path))).toEqual([[], ['local:b']]);
    expect(d.media.map((m) => m.key)).toEqual(['b']);
  });

  it('removes an item and its blob', () => {
    let d = addMedia(draft(), { kind: 'issue', parameterId: 'p1' }, photo, 'a');
    d = removeMedia(d, { kind: 'issue', parameterId: 'p1' }, 'local:a');
    expect(mediaOf(d.report)).toEqual([]);
    expect(d.media).toEqual([]);
  });
});
