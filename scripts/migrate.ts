// `npm run db:migrate`: applies prisma/migrations to DATABASE_URL, or to the embedded database.
import { withDatabase } from "../lib/db/open-database";
import { runMigrations } from "../lib/db/migrate";

withDatabase(async (url) => {
  const result = await runMigrations(url, { log: (line) => console.log(line) });
  console.log(
    result.applied.length === 0
      ? `Database is up to date (${result.alreadyApplied.length} migrations).`
      : `Applied ${result.applied.length} migration(s).`,
  );
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
