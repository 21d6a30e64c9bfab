import { defineConfig } from "prisma/config";

// Used by the Prisma CLI (generate, and migrate/studio where the native engine is available).
// The app itself connects through @prisma/adapter-pg (lib/db/client.ts).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
