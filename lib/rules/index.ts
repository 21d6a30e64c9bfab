/** The Snap rules library: pure, deterministic, no I/O. Screens, bots and servers call this. */
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
