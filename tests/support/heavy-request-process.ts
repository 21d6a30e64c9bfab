// A second app process's count of heavy requests, for the test that limits hold across processes:
// started with tsx, given DATABASE_URL; says "ready" once its database connection is open, then on
// "go" (stdin) asks to count COUNT booklets of the account USER_ID at once, and prints how many
// were let through and the refusals' messages as JSON.
import { createInterface } from "node:readline";
import { db } from "@/lib/db/client";
import { LimitReached } from "@/lib/limits/limit-reached";
import { ACCOUNT_LIMITS } from "@/lib/limits/limits";
import { accountRefusal, countRequest } from "@/lib/limits/request-counts";

async function main() {
  await db.$queryRaw`SELECT 1`;
  console.log("ready");
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once("line", () => resolve()));
  const answers = await Promise.all(
    Array.from({ length: Number(process.env.COUNT) }, () =>
      countRequest(`account:${process.env.USER_ID}`, "booklet", ACCOUNT_LIMITS.booklet, accountRefusal).then(
        () => null,
        (error: unknown) => (error instanceof LimitReached ? error.message : String(error)),
      ),
    ),
  );
  console.log(JSON.stringify({ allowed: answers.filter((a) => a === null).length, refused: answers.filter((a) => a !== null) }));
  await db.$disconnect();
}

void main();
