// Every page of the app as the layout check visits it (tests/support/every-page.ts): for each
// person who sees it differently (signed out, the deck's owner, a viewer, a seat in an online room
// with and without an account), in the state that asks most of its layout. Each names its page
// file's route; tests/unit/layout-pages.test.ts checks that every app/**/page.tsx is here.
import type { Page } from "playwright-core";
import type { LayoutFamily } from "./layout-family";
import { untilCardsTurned } from "./play-screen";

/** Who is looking. "room seat" is the viewer's account, seated as Dad; "guest" is a device without
 *  an account that took Poppy's seat with the room's code (it holds the seat's token). */
export type LayoutRole = "signed out" | "owner" | "viewer" | "room seat" | "guest";

export interface PageVisit {
  /** The page file's route, as under app/ without route groups ("/decks/[deckId]"); null for the
   *  page shown for an address no page answers. */
  route: string | null;
  /** The page and its state, in words. */
  page: string;
  role: LayoutRole;
  path(family: LayoutFamily): string;
  /** A game's screen: the whole game in the window, nothing to scroll. */
  playScreen?: boolean;
  /** The page answers 404 (the not-found page). */
  notFound?: boolean;
  /** Waits until the page shows the state to check, after its ready signal. */
  arrive?(page: Page, family: LayoutFamily): Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name, exact: typeof name === "string" }).first().waitFor();

/**
 * A game tried without an account, six seats: cards turned by themselves until every seat has had
 * a turn, then it stops at the person's turn (or its end), with every seat's top card on the table.
 */
function trial(heading: string) {
  return async (page: Page) => {
    await page.getByRole("heading", { name: heading, exact: true }).waitFor();
    const autoFlip = page.getByRole("checkbox", { name: "Auto-flip" });
    await autoFlip.check();
    await untilCardsTurned(page, 7);
    await autoFlip.uncheck();
    await page.getByRole("button", { name: /^Turn your card/ }).or(page.getByRole("link", { name: "Play again with a new deal" })).first().waitFor({ timeout: 30_000 });
  };
}

/**
 * The pages of a deck and its member's own (as its owner or a viewer sees them). The history's
 * pages and a game's replay show every member the same: only the owner visits them.
 */
const deckPages = (role: "owner" | "viewer"): PageVisit[] => [
  { route: "/decks", page: "your decks", role, path: () => "/decks" },
  { route: "/account", page: "your account", role, path: () => "/account" },
  { route: "/decks/[deckId]", page: "the deck page", role, path: (f) => `/decks/${f.deckId}` },
  { route: "/decks/[deckId]/cards/[cardId]", page: "a card’s story", role, path: (f) => `/decks/${f.deckId}/cards/${f.cardId}` },
  { route: "/decks/[deckId]/check", page: "check the real deck", role, path: (f) => `/decks/${f.deckId}/check` },
  { route: "/decks/[deckId]/design", page: "design the cards", role, path: (f) => `/decks/${f.deckId}/design` },
  { route: "/decks/[deckId]/members", page: "the members", role, path: (f) => `/decks/${f.deckId}/members` },
  { route: "/decks/[deckId]/print", page: "print the deck", role, path: (f) => `/decks/${f.deckId}/print` },
  { route: "/decks/[deckId]/settings", page: "the deck’s settings", role, path: (f) => `/decks/${f.deckId}/settings` },
  { route: "/decks/[deckId]/table", page: "the table companion", role, path: (f) => `/decks/${f.deckId}/table` },
  { route: "/decks/[deckId]/table/[gameId]", page: "a table session", role, path: (f) => `/decks/${f.deckId}/table/${f.games.table}` },
  {
    route: "/decks/[deckId]/play/[gameId]",
    page: "a game of six with three words on the table",
    role,
    path: (f) => `/decks/${f.deckId}/play/${f.games.threeWords}`,
    playScreen: true,
    arrive: heading("Snap Legacy"),
  },
];

/** The deck's history, as every member sees it. */
const historyPages: PageVisit[] = [
  { route: "/decks/[deckId]/history", page: "the timeline", role: "owner", path: (f) => `/decks/${f.deckId}/history` },
  { route: "/decks/[deckId]/history/as-it-was", page: "the deck as it was", role: "owner", path: (f) => `/decks/${f.deckId}/history/as-it-was` },
  { route: "/decks/[deckId]/history/charts", page: "the charts", role: "owner", path: (f) => `/decks/${f.deckId}/history/charts` },
  { route: "/decks/[deckId]/history/export", page: "export the history", role: "owner", path: (f) => `/decks/${f.deckId}/history/export` },
  { route: "/decks/[deckId]/history/games", page: "the games", role: "owner", path: (f) => `/decks/${f.deckId}/history/games` },
  { route: "/decks/[deckId]/history/players", page: "the players", role: "owner", path: (f) => `/decks/${f.deckId}/history/players` },
  { route: "/decks/[deckId]/history/players/[playerId]", page: "a player’s story", role: "owner", path: (f) => `/decks/${f.deckId}/history/players/${f.playerId}` },
  {
    route: "/decks/[deckId]/play/[gameId]/replay",
    page: "a game’s replay",
    role: "owner",
    path: (f) => `/decks/${f.deckId}/play/${f.games.threeWords}/replay`,
    playScreen: true,
    arrive: heading(/^Replay/),
  },
];

export const LAYOUT_VISITS: PageVisit[] = [
  { route: "/", page: "the landing page", role: "signed out", path: () => "/" },
  { route: "/sign-in", page: "sign in", role: "signed out", path: () => "/sign-in" },
  { route: "/sign-up", page: "sign up", role: "signed out", path: () => "/sign-up" },
  { route: "/forgot-password", page: "forgot your password", role: "signed out", path: () => "/forgot-password" },
  { route: "/reset-password", page: "choose a new password", role: "signed out", path: (f) => f.resetPath },
  { route: "/account/confirm-email", page: "confirm a new email address", role: "signed out", path: (f) => f.confirmEmailPath },
  { route: "/play", page: "play now", role: "signed out", path: () => "/play" },
  ...[
    { game: "irish", name: "Irish Snap", query: "" },
    { game: "classic", name: "Classic Snap", query: "&variant=pools" },
    { game: "classic", name: "Classic Snap", query: "&variant=centre", variant: "with a single centre pile" },
    { game: "table", name: "Table Snap", query: "" },
  ].map(
    ({ game, name, query, variant }): PageVisit => ({
      route: "/play/[game]",
      page: `${name}${variant ? ` ${variant}` : ""}, tried with five bots`,
      role: "signed out",
      path: () => `/play/${game}?bots=5&pace=quick&deal=2024${query}`,
      playScreen: true,
      arrive: trial(name),
    }),
  ),
  { route: "/join", page: "join a game", role: "signed out", path: () => "/join" },
  { route: "/join/[code]", page: "a room’s free seats", role: "signed out", path: (f) => `/join/${f.rooms.lobby.code}`, arrive: (page) => page.getByText("Who are you?").waitFor() },
  { route: null, page: "a page that isn’t there", role: "signed out", path: () => "/no-such-page", notFound: true },

  ...deckPages("owner"),
  ...historyPages,
  {
    route: "/decks/new",
    page: "a new deck, its missing cards open",
    role: "owner",
    path: () => "/decks/new",
    arrive: (page) => page.getByText(/^Any cards missing\?/).click(),
  },
  {
    route: "/decks/new",
    page: "a new custom deck",
    role: "owner",
    path: () => "/decks/new",
    arrive: (page) => page.getByRole("radio", { name: "A custom Snap deck" }).check(),
  },
  { route: "/decks/import", page: "import a deck", role: "owner", path: () => "/decks/import" },
  { route: "/decks/[deckId]/import", page: "enter the deck’s words", role: "owner", path: (f) => `/decks/${f.deckId}/import` },
  { route: "/decks/[deckId]/setup", page: "the twelve-card setup", role: "owner", path: (f) => `/decks/${f.setupDeckId}/setup` },
  { route: "/decks/[deckId]/play/new", page: "play on screen", role: "owner", path: (f) => `/decks/${f.deckId}/play/new` },
  {
    route: "/decks/[deckId]/play/new",
    page: "play on screen, its problems shown",
    role: "owner",
    path: (f) => `/decks/${f.deckId}/play/new`,
    arrive: async (page) => {
      // Mum alone at the table: the chooser says what is wrong.
      await page.getByRole("button", { name: "Remove bot 1" }).click();
      await page.getByRole("button", { name: "Deal the cards" }).click();
      await page.getByRole("alert").first().waitFor();
    },
  },
  { route: "/decks/[deckId]/online/new", page: "play online", role: "owner", path: (f) => `/decks/${f.deckId}/online/new` },
  {
    route: "/decks/[deckId]/play/[gameId]",
    page: "a game of six with the words dialog open",
    role: "owner",
    path: (f) => `/decks/${f.deckId}/play/${f.games.wordsDue}`,
    playScreen: true,
    arrive: (page) => page.getByRole("dialog", { name: "Grandma Rose won the snap!" }).waitFor(),
  },
  {
    route: "/decks/[deckId]/table/[gameId]",
    page: "a table session, choosing a card from the deck",
    role: "owner",
    path: (f) => `/decks/${f.deckId}/table/${f.games.table}`,
    arrive: (page) => page.getByRole("button", { name: "Choose from the deck" }).first().click(),
  },
  { route: "/invite/[token]", page: "an invite to a deck you are in", role: "owner", path: (f) => `/invite/${f.invites.viewer}` },
  { route: "/online/[roomId]", page: "an online room’s lobby, hosting", role: "owner", path: (f) => `/online/${f.rooms.lobby.id}`, arrive: heading("Seats") },
  {
    route: "/online/[roomId]",
    page: "an online game of six, hosting",
    role: "owner",
    path: (f) => `/online/${f.rooms.playing.id}`,
    playScreen: true,
    arrive: onlineTable,
  },

  ...deckPages("viewer"),
  { route: "/invite/[token]", page: "an invite to edit a deck you view", role: "viewer", path: (f) => `/invite/${f.invites.editor}` },

  { route: "/join/[code]", page: "a room you have a seat in", role: "room seat", path: (f) => `/join/${f.rooms.lobby.code}`, arrive: (page) => page.getByText(/^You are already at the table as/).waitFor() },
  { route: "/online/[roomId]", page: "an online room’s lobby, seated", role: "room seat", path: (f) => `/online/${f.rooms.lobby.id}`, arrive: heading("Seats") },
  { route: "/online/[roomId]", page: "an online game of six, seated", role: "room seat", path: (f) => `/online/${f.rooms.playing.id}`, playScreen: true, arrive: onlineTable },

  { route: "/join/[code]", page: "a room you have a seat in", role: "guest", path: (f) => `/join/${f.rooms.lobby.code}`, arrive: (page) => page.getByText(/^You are already at the table as/).waitFor() },
  { route: "/online/[roomId]", page: "an online room’s lobby, seated", role: "guest", path: (f) => `/online/${f.rooms.lobby.id}`, arrive: heading("Seats") },
  { route: "/online/[roomId]", page: "an online game of six, seated", role: "guest", path: (f) => `/online/${f.rooms.playing.id}`, playScreen: true, arrive: onlineTable },
];

/** An online game on screen: every seat's place at the table. */
async function onlineTable(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Mum’s place" }).waitFor({ timeout: 20_000 });
}
