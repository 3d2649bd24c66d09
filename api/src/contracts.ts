/**
 * The shared zod schemas and pure rules at run time. shared-contracts is TypeScript without "type": "module", so
 * when tsx runs this (ESM) package, Node loads it as CommonJS and cannot see the names its
 * `export *` re-exports; they are all on the default export. Types: import them with
 * `import type … from 'shared-contracts/schemas'` (or `/rules`) as usual.
 */
import * as namespace from 'shared-contracts/schemas';
import * as rulesNamespace from 'shared-contracts/rules';

type Schemas = typeof namespace;

export const schemas: Schemas = (namespace as unknown as { default?: Schemas }).default ?? namespace;

type Rules = typeof rulesNamespace;

/** shift status, media of a report: the rules the clients apply, so server and clients agree. */
export const rules: Rules = (rulesNamespace as unknown as { default?: Rules }).default ?? rulesNamespace;
