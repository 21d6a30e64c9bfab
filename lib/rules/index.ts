/**
 * The Snap rules library: pure, deterministic, no I/O. Screens, bots and servers call this and
 * never decide a rule themselves. The rules it plays are written out in docs/rules.md.
 *
 * Every game has the same shape: `startXGame(config)` deals and returns `{ state, events }`; the
 * state is plain JSON to keep anywhere; `rules.apply(state, action)` returns the next
 * `{ state, events }` or throws a RuleError (code + message) and changes nothing. Actions carry
 * their time (`atMs`); shouts carry `reactionMs`; right shouts wait for `resolveShouts` (shouts.ts).
 * In Snap Legacy a won snap may leave the game in phase "words" until the winner's `writeWords`;
 * its `wordsWritten` events are what the deck's history records. A step never changes the state it
 * is given, nor any array or card in it (engine.ts, step), so states may share them.
 */
export * from "./types";
export * from "./errors";
export * from "./legacy";
export * from "./words";
export * from "./random";
export * from "./shouts";
export * from "./legacy-setup";
export * from "./legacy-game";
export * from "./classic-game";
export * from "./table-game";
export * from "./irish-game";
export * from "./bots";
export * from "./bot-words";
export * from "./bot-game";
export { mayShout, mayTurn } from "./engine";
