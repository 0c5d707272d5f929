import { defineConfig } from "drizzle-kit";

/** `npm run db:generate -w @hatchery/server` writes a migration after a schema change. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema",
  out: "./src/db/migrations",
});
