/**
 * shared-contracts: the one package every FacilityOps package builds on. Shared as a Module
 * Federation singleton, so the bus, the database, the session and i18n are one instance.
 */
export * from './api/api-error';
export * from './api/api-client';
export * from './bus/event-map';
export * from './bus/event-bus';
export * from './bus/bus';
export * from './bus/notify';
export type * from './db/app-db';
export * from './db/db';
export * from './session/token';
export * from './session/session';
export * from './session/native-hook';
export * from './session/fingerprint';
export * from './session/active-shift';
export * from './time/kolkata';
export * from './time/next-task';
export * from './i18n/i18n';
export * from './remotes/remote-names';
export * from './remotes/exposed-modules';
export * from './remotes/exposed-loader';
export * from './routes';
export * from './schemas';
export * from './api/endpoints';
export * from './api/api-cache';
export * from './api/cached-reads';
export * from './api/asset-url';
export * from './offline/connectivity';
export * from './outbox';
export * from './rules';
export * from './i18n/indian-money';
export * from './state/owned-state';
