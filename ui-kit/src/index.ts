/**
 * ui-kit: the React building blocks every FacilityOps front end shares (data loading states,
 * session hooks). Compiled into each app; it holds no React context of its own, so it need not be
 * a federation singleton. shared-contracts stays free of React; this is its React side.
 */
export * from './use-async';
export * from './async-content';
export * from './use-session';
export type * from './exposed-module-types';
export * from './use-active-shift';
export * from './use-confirm-queued';
export * from './use-outbox';
export * from './use-app-apis';
export * from './use-now';
export * from './use-exposed';
export * from './use-offline';
export * from './chrome-insets';
export * from './save-file';
export * from './use-route-param';
export * from './use-screens';
export * from './use-load-on-demand';
export * from './use-reveal-in-steps';
export * from './plain-parts';
export * from './plain-avatar';
export * from './plain-card-attribute';
