/**
 * The shared zod schemas at run time. shared-contracts is TypeScript without "type": "module", so
 * when tsx runs this (ESM) package, Node loads it as CommonJS and cannot see the names its
 * `export *` re-exports; they are all on the default export. Types: import them with
 * `import type … from 'shared-contracts/schemas'` as usual.
 */
import * as namespace from 'shared-contracts/schemas';

type Schemas = typeof namespace;

export const schemas: Schemas = (namespace as unknown as { default?: Schemas }).default ?? namespace;
