/** Pure business rules (no I/O, the clock passed in), each with its test beside it. */
export * from './shift-status';
export * from './active-shift';
export * from './shift-actions';
export * from './shift-start-check';
export * from './checks-per-shift';
export * from './facility-check-status';
export * from './report-progress';
export * from './reporting-constants';
export * from './scanned-facility';
export * from './adhoc-report';
export * from './report-media';
export * from './report-time-window';
export * from './access-code';
export * from './timeline';
export * from './issue-lifecycle';
export * from './theme-contrast';
export * from './group-matching';
