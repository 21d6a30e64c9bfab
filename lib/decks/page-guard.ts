import { forbidden as forbiddenPage, notFound as notFoundPage } from "next/navigation";
import { DeckError } from "./errors";

/** For pages: a domain refusal becomes Next.js's 404 or 403 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DeckError && error.status === 404) notFoundPage();
    if (error instanceof DeckError && error.status === 403) forbiddenPage();
    throw error;
  }
}
