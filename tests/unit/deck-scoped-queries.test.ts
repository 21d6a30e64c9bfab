// Every query of a deck's own things (cards, players, games, pictures, invites, prints, events…)
// names the deck in its `where`, so an id from a request or from stored JSON (a game's setup, a
// table snap, a print's cards) can never reach another deck's rows, whatever checks ran before.
// Read from the source: a query added later without the deck's id fails here until it has it, or
// is listed below with the reason it needs none.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The deck's own things. Rooms are not among them: a room is reached by its own id or code, and
 * who may do what in it is decided from the room itself (lib/games/online/rooms/room-access.ts),
 * which names its deck.
 */
const DECK_MODELS = ["card", "player", "game", "gameAction", "deckPicture", "cardArt", "deckInvite", "deckPrint", "deckDesignEvent", "wordEvent", "deckMember", "deckBackImage", "deckBotWord", "wordDrawing"];
const READS_AND_WRITES = /^(find|update|delete|count|aggregate|groupBy|upsert)/;

/** Queries that rightly name no deck, by file and model.method, with why. */
const NAME_NO_DECK: Record<string, string> = {
  "lib/accounts/delete-account.ts deckMember.deleteMany": "the leaving account's own memberships",
  "lib/accounts/export-account.ts deckMember.findMany": "the asking account's own memberships",
  "lib/decks/queries.ts deckMember.findMany": "the asking account's own decks",
  "lib/decks/invite-email.ts deckInvite.count": "the invites one account made today, whatever the deck",
  "lib/decks/invites.ts deckInvite.findUnique": "an invite link's token is the invitation: it names its deck",
  "lib/decks/card-link.ts card.findUnique": "a card's short link code is unique over every deck and names its card; the asker's membership of that card's deck is read with it and checked by deckAccess",
  "lib/games/screen/start-screen-game.ts game.findUnique": "a request key is unique over every deck; the deck is compared after",
  "lib/games/table/start-table-session.ts game.findUnique": "a request key is unique over every deck; the deck is compared after",
  "lib/history/games.ts game.findMany": "its `where` is built above, under the deck's id",
  "lib/history/players.ts wordEvent.findMany": "writtenBy(deckId, playerId)",
  "lib/history/players.ts wordEvent.findFirst": "writtenBy(deckId, playerId)",
};

interface Query {
  at: string;
  key: string;
  where: string;
}

/** The text of the balanced (…) or {…} that opens at `from`. */
function balanced(text: string, from: number): string {
  const close = { "(": ")", "{": "}" }[text[from] as "(" | "{"];
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === text[from]) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
}

/** Every Prisma read or write of a deck's things in these files, with its `where` as written. */
function queriesIn(files: string[]): Query[] {
  const call = new RegExp(`\\.(${DECK_MODELS.join("|")})\\.(\\w+)\\(`, "g");
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(call)].flatMap((match) => {
      const [, model, method] = match;
      if (!READS_AND_WRITES.test(method!)) return [];
      const args = balanced(text, match.index + match[0].length - 1);
      const where = /\bwhere\b\s*:?\s*/.exec(args);
      const value = where ? (args[where.index + where[0].length] === "{" ? balanced(args, where.index + where[0].length) : "where") : "(no where)";
      return [{ at: `${file}:${text.slice(0, match.index).split("\n").length}`, key: `${file} ${model}.${method}`, where: value }];
    });
  });
}

const sources = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .map((path) => `${dir}/${path.replaceAll("\\", "/")}`)
    .filter((path) => /\.tsx?$/.test(path) && !path.startsWith("lib/generated/"));

describe("queries of a deck's things", () => {
  const queries = queriesIn([...sources("lib"), ...sources("app")]);

  it("are found in the source (the check reads what it should)", () => {
    expect(queries.length).toBeGreaterThan(100);
  });

  it("each name the deck in their `where`, or are listed with the reason they need not", () => {
    const unscoped = queries.filter((q) => !/deckId/.test(q.where) && !(q.key in NAME_NO_DECK)).map((q) => `${q.at} ${q.key.split(" ")[1]} where ${q.where.replace(/\s+/g, " ")}`);
    expect(unscoped).toEqual([]);
  });

  it("list no query that is gone or names its deck now", () => {
    const stillNeeded = new Set(queries.filter((q) => !/deckId/.test(q.where)).map((q) => q.key));
    expect(Object.keys(NAME_NO_DECK).filter((key) => !stillNeeded.has(key))).toEqual([]);
  });
});
