// `npm run reset-link -- someone@example.com`: prints a one-time link to choose a new password for
// that account, for when the app can't send email. Works while the app runs, on the same database.
import { withAppDatabase } from "../lib/db/open-database";

const email = process.argv[2];
if (!email) {
  console.error("Say whose account: npm run reset-link -- someone@example.com");
  process.exit(1);
}

withAppDatabase(async (url, app) => {
  process.env.DATABASE_URL = url;
  // The running app's address wins over this terminal's (it may have been started with another PORT).
  if (app.siteUrl) process.env.NEXTAUTH_URL = app.siteUrl;
  const { makeResetLink } = await import("../lib/auth/make-reset-link");
  const { db } = await import("../lib/db/client");
  try {
    const result = await makeResetLink(email);
    if (!result.ok) throw new Error(result.error);
    console.log(`A link to choose a new password for ${email} (it works once, for one hour):\n\n${result.link}\n`);
  } finally {
    await db.$disconnect();
  }
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
