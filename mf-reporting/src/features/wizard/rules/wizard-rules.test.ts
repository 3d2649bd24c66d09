import { createChecklist, createParameter, createTeam } from 'shared-contracts/testing';
import { type MediaItem } from 'shared-contracts';
import { startDraft, toggleParameter, updateIssue, withAdditionalDetails } from '../../../shared/report/rules/report-draft';
import {
  maxPosition,
  nextPhotoSlot,
  overallComplete,
  parameterAt,
  parameterPhotos,
  parametersShortOfImages,
  progressPercent,
  stageAt,
  validateCard,
} from './wizard-rules';

const floor = createParameter({ _id: 'p-floor', label: 'Floor' });
const basin = createParameter({ _id: 'p-basin', label: 'Wash Basin' });
const mirror = createParameter({ _id: 'p-mirror', label: 'Mirror' });
const checklist = createChecklist({
  _id: 'cl-1',
  facility: 'fac-1',
  inspectionMode: 1,
  parameters: [floor, basin, mirror],
  paramProps: [
    {
      id: 'p-basin',
      name: 'wash-basin',
      isEnabled: true,
      quantity: 1,
      imageSettings: { enabled: true, isMandatory: true, imageCount: 2 },
      additionalParameters: ['Water pressure'],
    },
    {
      id: 'p-floor',
      name: 'floor',
      isEnabled: true,
      quantity: 1,
      imageSettings: { enabled: true, isMandatory: false, imageCount: 1 },
      additionalParameters: [],
    },
  ],
});
const photo = (n: number): MediaItem => ({ path: `local:${n}`, name: `${n}.jpg`, type: 'image/jpeg' });
const voice: MediaItem = { path: 'local:v', name: 'v.ogg', type: 'audio/ogg' };

function report() {
  const draft = startDraft({ localId: 'l', now: 0, user: { _id: 'u' }, facility: { _id: 'fac-1', name: 'Toilet' }, checklist, shiftId: null, mapping: null });
  return withAdditionalDetails(draft.report);
}

describe('wizard positions', () => {
  it('runs intro, one card per parameter, overall, review; max index = parameters + 2', () => {
    const r = report();
    expect(maxPosition(r)).toBe(5);
    expect([0, 1, 2, 3, 4, 5].map((position) => stageAt(position, r))).toEqual([0, 1, 1, 1, 2, 3]);
    expect(parameterAt(1, r)?.label).toBe('Floor');
    expect(parameterAt(3, r)?.label).toBe('Mirror');
    expect([0, 1, 4, 5].map((position) => progressPercent(position, r))).toEqual([0, 20, 80, 100]);
  });
});

describe('card validation, in the spec order', () => {
  it('asks for the issue media, then its description, then the extra fields, then the required images', () => {
    let r = toggleParameter(report(), 'p-basin', [createTeam({ _id: 't' })]);
    expect(validateCard(r, 'p-basin')).toBe('wizard.errors.addMedia');
    r = updateIssue(r, 'p-basin', { media: [voice] });
    expect(validateCard(r, 'p-basin')).toBe('wizard.errors.addDescription');
    r = updateIssue(r, 'p-basin', { description: 'Leaking' });
    expect(validateCard(r, 'p-basin')).toBe('details.errors.fillAllFields');
    r = {
      ...r,
      paramProps: r.paramProps.map((props) =>
        props.id === 'p-basin' ? { ...props, fields: props.fields?.map((field) => ({ ...field, value: 'Low' })) } : props,
      ),
    };
    expect(validateCard(r, 'p-basin')).toBe('details.errors.addAllImages');
    r = { ...r, paramProps: r.paramProps.map((props) => (props.id === 'p-basin' ? { ...props, images: [{ img: [photo(1)] }, { img: [photo(2)] }] } : props)) };
    expect(validateCard(r, 'p-basin')).toBeNull();
  });

  it('asks for a photo when the template requires one: a voice note alone is refused (issue 19)', () => {
    const photoFloor = { ...report(), parameters: report().parameters.map((p) => (p._id === 'p-mirror' ? { ...p, photoRequired: true } : p)) };
    let r = toggleParameter(photoFloor, 'p-mirror', [createTeam({ _id: 't' })]);
    r = updateIssue(r, 'p-mirror', { media: [voice], description: 'Cracked' });
    expect(validateCard(r, 'p-mirror')).toBe('requiredPhoto.message');
    r = updateIssue(r, 'p-mirror', { media: [voice, photo(1)] });
    expect(validateCard(r, 'p-mirror')).toBeNull();
  });

  it('passes a good parameter without extra properties, and one whose images are optional', () => {
    expect(validateCard(report(), 'p-mirror')).toBeNull();
    expect(validateCard(report(), 'p-floor')).toBeNull();
  });
});

describe('parameter photos', () => {
  it("counts filled slots over the mandatory count ('Photos: n/m') and fills the first free slot", () => {
    let r = report();
    expect(parameterPhotos(r, 'p-basin')).toEqual({ taken: 0, required: 2 });
    expect(parameterPhotos(r, 'p-floor')).toEqual({ taken: 0, required: 0 });
    expect(nextPhotoSlot(r, 'p-basin')).toBe(0);
    expect(nextPhotoSlot(r, 'p-mirror')).toBeNull();
    r = { ...r, paramProps: r.paramProps.map((props) => (props.id === 'p-basin' ? { ...props, images: [{ img: [photo(1)] }, { img: [] }] } : props)) };
    expect(parameterPhotos(r, 'p-basin')).toEqual({ taken: 1, required: 2 });
    expect(nextPhotoSlot(r, 'p-basin')).toBe(1);
    expect(parametersShortOfImages(r)).toEqual([{ parameterId: 'p-basin', label: 'Wash Basin', taken: 1, required: 2 }]);
    r = { ...r, paramProps: r.paramProps.map((props) => (props.id === 'p-basin' ? { ...props, images: [{ img: [photo(1)] }, { img: [photo(2)] }] } : props)) };
    expect(nextPhotoSlot(r, 'p-basin')).toBe(1);
    expect(parametersShortOfImages(r)).toEqual([]);
  });
});

describe('overall before review', () => {
  it('needs a description and enough photos; voice notes do not count', () => {
    const r = report();
    expect(overallComplete({ ...r, overall: { description: 'ok', media: [photo(1), voice] } }, 2)).toBe(false);
    expect(overallComplete({ ...r, overall: { description: ' ', media: [photo(1), photo(2)] } }, 2)).toBe(false);
    expect(overallComplete({ ...r, overall: { description: 'ok', media: [photo(1), photo(2)] } }, 2)).toBe(true);
  });
});
