import { defineConfig } from 'drizzle-kit';

/** drizzle-kit reads every domain's tables and writes the migrations to `drizzle/`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables/*.ts', './src/*/tables.ts'],
  out: './drizzle',
});
