/** One typed function per call of both spec documents' call tables. */
export * from './auth';
export * from './users';
export * from './shifts';
export * from './adhoc';
export * from './facilities';
export * from './facility-admin';
export * from './reports';
export * from './uploads';
export * from './issues';
export * from './feedbacks';
export * from './parameters';
export * from './organizations';
export * from './reporting';
export * from './notifications';
export * from './issue-work';
export * from './inspections';
export * from './shift-schedules';
