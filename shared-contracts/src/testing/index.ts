/** Test helpers for every package (Jest only; never imported by shipped code). */
export * from './fake-api';
export * from './remote-module-contract';
export * from './factories';
export * from './locale-contract';
