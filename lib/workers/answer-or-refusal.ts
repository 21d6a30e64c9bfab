import { DeckError } from "@/lib/decks/errors";

/** A worker's answer: its work's result, or the refusal it was refused with, as data. */
export type AnswerOrRefusal<T> = ({ ok: true } & T) | { ok: false; status: DeckError["status"]; message: string };

/**
 * Runs a worker thread's job and answers with its result, or with its refusal (a DeckError) as
 * data: an error's class doesn't survive the way back to the calling thread, which turns the
 * refusal back into the DeckError it was (refusedFrom). Any other failure is thrown as it is.
 */
export async function answerOrRefusal<T extends object>(work: () => Promise<T>): Promise<AnswerOrRefusal<T>> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof DeckError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** A worker's answer on the calling thread: its result, or its refusal thrown again as a DeckError. */
export function refusedFrom<T extends object>(answer: AnswerOrRefusal<T>): { ok: true } & T {
  if (!answer.ok) throw new DeckError(answer.status, answer.message);
  return answer;
}
