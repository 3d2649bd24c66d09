/** drizzle-kit: SQL migrations in ./drizzle are generated from the schema (`pnpm db:generate`), never written by hand. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
