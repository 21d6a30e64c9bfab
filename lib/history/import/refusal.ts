import { invalid } from "@/lib/decks/errors";

/** An export refused for what its schema can't see, naming where in the file: "games[2].setup.deck[4].id: names no card of this file". */
export const refuse = (where: string, problem: string) => invalid(`This export isn't consistent: ${where}: ${problem}.`);
