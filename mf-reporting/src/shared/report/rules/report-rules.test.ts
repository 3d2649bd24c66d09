import { type Report, mediaOf } from 'shared-contracts';
import { createChecklist, createFacility, createParameter, createTeam } from 'shared-contracts/testing';
import {
  type AdhocDraft,
  mapMedia,
  setExtraField,
  pruneMedia,
  reportingTypeOf,
  startDraft,
  toggleParameter,
  updateIssue,
  withAdditionalDetails,
} from './report-draft';
import { overallImagesMet, requiredOverallImages, validateAffectedQuantity, validateDetails } from './validate-report';

const floor = createParameter({ _id: 'p-floor', label: 'Floor', tags: [{ _id: 't1', name: 'Wet' }] });
const sink = createParameter({ _id: 'p-sink', label: 'Sink', defaultTeamName: 'team-plumbing' });
const teams = [createTeam({ _id: 'team-cleaning', defaultParameters: ['p-floor'] }), createTeam({ _id: 'team-plumbing' })];
const checklist = createChecklist({
  _id: 'cl-1',
  facility: 'fac-1',
  parameters: [floor, sink],
  paramProps: [
    {
      id: 'p-sink',
      name: 'Sink',
      isEnabled: true,
      quantity: 4,
      imageSettings: { enabled: true, isMandatory: true, imageCount: 2 },
      additionalParameters: ['Meter reading'],
    },
  ],
});
// 2026-05-01 09:00 in Asia/Kolkata.
const now = Date.parse('2026-05-01T03:30:00.000Z');

function draft(adhoc: AdhocDraft | null = null) {
  return startDraft({
    adhoc,
    localId: 'local-1',
    now,
    user: { _id: 'usr-1', organization: 'org-1' },
    facility: createFacility({ _id: 'fac-1', name: 'Toilet A' }),
    checklist,
    shiftId: 'shift-1',
    mapping: { interval: 2, supervisor: 'usr-sup', janitor: 'usr-jan', facilities: ['fac-1'], preferredChecklists: [] },
  });
}

describe('startDraft', () => {
  it('stamps date and time in Asia/Kolkata, the reporter (the user when the mapping has none), supervisor and janitor', () => {
    const { report, inspectionMode, stage } = draft();
    expect(report).toMatchObject({
      date: '01 May 2026',
      time: '9:00 AM',
      reporter: 'usr-1',
      supervisor: 'usr-sup',
      janitor: 'usr-jan',
      shift: 'shift-1',
      reportingType: 'scheduled',
      checklist: 'cl-1',
    });
    expect(report.parameters.map((p) => [p._id, p.statusOk, p.paramQuantity])).toEqual([
      ['p-floor', true, 1],
      ['p-sink', true, 4],
    ]);
    expect([inspectionMode, stage]).toEqual([0, 'checklist']);
  });

  it("is an ad-hoc report answering its request, with the type, the facility's current reporter and the isAdhoc flag", () => {
    const { report } = draft({
      adHocReportType: 'quick-inspect',
      adHocRequestId: 'adh-1',
      reportingType: 'adhoc-desk',
      currentReporter: { userId: 'usr-9', shiftId: 'shift-9' },
    });
    expect(report).toMatchObject({
      reportingType: 'adhoc-desk',
      adHocReportType: 'quick-inspect',
      adHocRequestId: 'adh-1',
      currAdHocReporter: 'usr-9',
      currAdHocReporterShift: 'shift-9',
      isAdhoc: true,
      reporter: 'usr-1',
    });
    const unknown = draft({ adHocReportType: 'inspect', reportingType: 'adhoc', currentReporter: null }).report;
    expect([unknown.adHocRequestId, unknown.currAdHocReporter, unknown.currAdHocReporterShift]).toEqual([null, null, null]);
    expect(draft().report).toMatchObject({ isAdhoc: false, reportingType: 'scheduled' });
    expect(draft().report.adHocReportType).toBeUndefined();
  });

  it('makes a feedback-request when the facility carries a ticket id', () => {
    expect(reportingTypeOf(createFacility({ extraParams: { fmsTicketId: 'T-9' } }))).toBe('feedback-request');
    expect(reportingTypeOf(createFacility())).toBe('scheduled');
  });
});

describe('toggleParameter', () => {
  it('adds an issue with the default team and urgency low for a bad parameter, in checklist order', () => {
    let report = toggleParameter(draft().report, 'p-sink', teams);
    report = toggleParameter(report, 'p-floor', teams);
    expect(report.issueDetails.map((d) => [d.parameter, d.assignedTeamName, d.defaultTeamId, d.urgencyLevel, d.paramQuantity])).toEqual([
      ['p-floor', 'team-cleaning', 'team-cleaning', 'low', 1],
      ['p-sink', 'team-plumbing', 'team-plumbing', 'low', 4],
    ]);
    expect(report.issueDetails[0]?.tags).toEqual([{ _id: 't1', name: 'Wet' }]);
  });

  it('removes the issue when the parameter is marked good again', () => {
    const bad = toggleParameter(draft().report, 'p-floor', teams);
    const good = toggleParameter(bad, 'p-floor', teams);
    expect(good.issueDetails).toEqual([]);
    expect(good.parameters[0]?.statusOk).toBe(true);
  });
});

describe('validation', () => {
  it('needs 3 overall photos by default, the checklist’s count, or none when not mandatory; voice does not count', () => {
    const report = draft().report;
    expect(requiredOverallImages(report)).toBe(3);
    expect(requiredOverallImages({ ...report, overallImgCount: 1 })).toBe(1);
    expect(requiredOverallImages({ ...report, mandatoryOverallImg: false })).toBe(0);
    const one: Report = { ...report, overallImgCount: 1, overall: { description: 'x', media: [{ path: 'a', name: 'a.ogg', type: 'audio/ogg' }] } };
    expect(overallImagesMet(one)).toBe(false);
    expect(overallImagesMet({ ...one, overall: { description: 'x', media: [{ path: 'b', name: 'b.jpg', type: 'image/jpeg' }] } })).toBe(true);
  });

  it('bounds the affected quantity with the spec’s messages', () => {
    expect(validateAffectedQuantity(0, 4)).toEqual({ key: 'details.quantity.min' });
    expect(validateAffectedQuantity(null, 4)).toEqual({ key: 'details.quantity.min' });
    expect(validateAffectedQuantity(5, 4)).toEqual({ key: 'details.quantity.max', quantity: 4 });
    expect(validateAffectedQuantity(4, 4)).toBeNull();
  });

  it('asks for data while any description is empty, then for the extra fields and required images', () => {
    let report = withAdditionalDetails(toggleParameter(draft().report, 'p-floor', teams));
    expect(validateDetails(report)).toBe('details.errors.enterData');
    report = updateIssue(report, 'p-floor', { description: 'Wet floor' });
    expect(validateDetails(report)).toBe('details.errors.enterData');
    report = { ...report, overall: { description: 'Mostly fine', media: [] } };
    expect(validateDetails(report)).toBe('details.errors.fillAllFields');
    report = { ...report, paramProps: report.paramProps.map((p) => ({ ...p, fields: p.fields?.map((f) => ({ ...f, value: '42' })) })) };
    expect(validateDetails(report)).toBe('details.errors.addAllImages');
    const photo = { path: 'local:x', name: 'x.jpg', type: 'image/jpeg' };
    report = { ...report, paramProps: report.paramProps.map((p) => ({ ...p, images: p.images?.map(() => ({ img: [photo] })) })) };
    expect(validateDetails(report)).toBeNull();
    expect(validateDetails(updateIssue(report, 'p-floor', { affectedParamsCount: 0 }))).toBe('details.errors.quantity');
  });
});

describe('media', () => {
  it('finds, replaces and prunes media across issues, overall and image slots', () => {
    const base = draft();
    let report = withAdditionalDetails(toggleParameter(base.report, 'p-floor', teams));
    const a = { path: 'local:a', name: 'a.jpg', type: 'image/jpeg' };
    const b = { path: 'local:b', name: 'b.ogg', type: 'audio/ogg' };
    report = updateIssue(report, 'p-floor', { media: [a] });
    report = { ...report, overall: { description: '', media: [b] } };
    expect(mediaOf(report).map((m) => m.path)).toEqual(['local:a', 'local:b']);
    const uploaded = mapMedia(report, (m) => ({ ...m, path: m.path.replace('local:', '/uploads/') }));
    expect(mediaOf(uploaded).map((m) => m.path)).toEqual(['/uploads/a', '/uploads/b']);
    const blob = new Blob(['x']);
    const pruned = pruneMedia({
      ...base,
      report,
      media: [
        { key: 'a', name: 'a.jpg', type: 'image/jpeg', blob },
        { key: 'gone', name: 'g.jpg', type: 'image/jpeg', blob },
      ],
    });
    expect(pruned.media.map((m) => m.key)).toEqual(['a']);
  });
});

describe('setExtraField', () => {
  it("sets one field of one parameter's extra details and leaves the others", () => {
    const report = withAdditionalDetails(draft().report);
    const changed = setExtraField(report, 'p-sink', 'Meter reading', '42');
    expect(changed.paramProps.find((props) => props.id === 'p-sink')?.fields).toEqual([{ label: 'Meter reading', name: 'Meter reading', value: '42' }]);
    expect(setExtraField(report, 'p-other', 'Meter reading', '42').paramProps).toEqual(report.paramProps);
  });
});
