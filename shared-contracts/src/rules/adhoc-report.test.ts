import { adhocReportingType, adhocStartFrom, checklistPath, detailsPath } from './adhoc-report';

const searchOf = (path: string) => new URL(path, 'http://app.test').searchParams;

describe('ad-hoc start', () => {
  it('opens the checklist for a scheduled report with the facility only', () => {
    expect(checklistPath('fac 1')).toBe('/reporting/checklist?facility=fac+1');
    expect(adhocStartFrom(searchOf(checklistPath('fac-1')))).toBeNull();
  });

  it('carries the ad-hoc type and the request there and back', () => {
    const path = checklistPath('fac-1', { adHocReportType: 'quick-inspect', adHocRequestId: 'adh-1' });
    expect(path).toBe('/reporting/checklist?facility=fac-1&adhoc=quick-inspect&request=adh-1');
    expect(adhocStartFrom(searchOf(path))).toEqual({ adHocReportType: 'quick-inspect', adHocRequestId: 'adh-1' });
    expect(adhocStartFrom(searchOf(checklistPath('fac-1', { adHocReportType: 'inspect' })))).toEqual({ adHocReportType: 'inspect', adHocRequestId: null });
  });

  it('reads an unknown type as no ad-hoc start', () => {
    expect(adhocStartFrom(searchOf('/reporting/checklist?facility=f&adhoc=other'))).toBeNull();
  });

  it('flags the report adhoc-desk only with adhocNoScan-read', () => {
    expect(adhocReportingType(['adhoc-read', 'adhocNoScan-read'])).toBe('adhoc-desk');
    expect(adhocReportingType(['adhoc-read'])).toBe('adhoc');
  });
});

describe('details after the checklist', () => {
  it('follows the inspection mode for scheduled and feedback-request reports', () => {
    expect(detailsPath({ reportingType: 'scheduled' }, 0, 'f 1')).toBe('/reporting/details?facility=f%201');
    expect(detailsPath({ reportingType: 'scheduled' }, 1, 'f')).toBe('/reporting/deep?facility=f');
    expect(detailsPath({ reportingType: 'feedback-request' }, 2, 'f')).toBe('/reporting/idetails?facility=f');
  });

  it('sends ad-hoc reports to the ad-hoc details, quick-inspect to the quick report details', () => {
    expect(detailsPath({ reportingType: 'adhoc', adHocReportType: 'inspect' }, 1, 'f')).toBe('/adhoc-request/details?facility=f');
    expect(detailsPath({ reportingType: 'adhoc-desk', adHocReportType: 'quick-inspect' }, 0, 'f')).toBe('/quick-report/details?facility=f');
  });
});
