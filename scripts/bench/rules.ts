/**
 * How many full bot games per second the rules engine plays, per game, once warmed up (as on a
 * server judging games all day): each game is played for WARM_UP_SECONDS unmeasured, then for
 * SECONDS_PER_GAME measured. Figures are games and actions per second of this process's CPU time
 * (on a machine shared with other work, wall-clock time would measure the neighbours), and cards
 * turned per game.
 * Goal: 300,000 actions/s for every game, 1,500 full Snap Legacy games/s.
 * Run: npx tsx scripts/bench/rules.ts
 */
import { playBotGame } from "../../lib/rules/bot-game";
import type { BotSettings, Pace } from "../../lib/rules/bots";
import { classicRules, startClassicGame, type ClassicVariant } from "../../lib/rules/classic-game";
import { irishRules, startIrishGame } from "../../lib/rules/irish-game";
import { legacyRules, startLegacyGame } from "../../lib/rules/legacy-game";
import { startTableGame, tableRules } from "../../lib/rules/table-game";
import type { BaseState, Card, Ruleset, Step } from "../../lib/rules/types";

const WARM_UP_SECONDS = 1;
const SECONDS_PER_GAME = 1.2;
const GAMES_PER_CHECK = 10;
const TURN_LIMIT = 3_000;
const PLAYERS = [{ id: "ann" }, { id: "bea" }, { id: "cal" }];
const PACES: Pace[] = ["relaxed", "normal", "quick"];
const SUITS = ["clubs", "diamonds", "hearts", "spades"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** A standard deck with twelve setup words, as a Snap Legacy deck starts its life. */
const deck: Card[] = SUITS.flatMap((suit, s) =>
  RANKS.map((rank, r) => ({ id: `${rank}-${suit}`, rank, suit, word: (s * 13 + r) % 5 === 0 && s * 13 + r < 60 ? `Word${r}` : null })),
);

type Bench = { name: string; rules: Ruleset<BaseState>; start: (seed: number) => Step<BaseState> };

const common = (seed: number) => ({ players: PLAYERS, deck, seed, atMs: 0, limits: { turns: TURN_LIMIT } });
const classic = (name: string, variant: Partial<ClassicVariant>): Bench => ({
  name,
  rules: classicRules as unknown as Ruleset<BaseState>,
  start: (seed) => startClassicGame({ ...common(seed), variant }),
});

const benches: Bench[] = [
  { name: "Snap Legacy", rules: legacyRules() as unknown as Ruleset<BaseState>, start: (seed) => startLegacyGame(common(seed)) },
  classic("Classic Snap (snap pools)", {}),
  classic("Classic Snap (single centre pile)", { centrePile: true }),
  classic("Classic Snap (only owners)", { onlyOwners: true }),
  classic("Classic Snap (Animals)", { animals: { ann: "Cow", bea: "Duck", cal: "Pig" } }),
  { name: "Table Snap", rules: tableRules as unknown as Ruleset<BaseState>, start: (seed) => startTableGame(common(seed)) },
  { name: "Irish Snap", rules: irishRules as unknown as Ruleset<BaseState>, start: (seed) => startIrishGame(common(seed)) },
];

function bots(seed: number): Record<string, BotSettings> {
  return Object.fromEntries(PLAYERS.map((p, i) => [p.id, { pace: PACES[i] ?? "normal", mistakeRate: 0.1, seed: seed * 31 + i }]));
}

/** Seconds of CPU time this process has used since `since`. */
function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** Plays games for a number of CPU seconds: how many, their actions and cards turned. */
function play({ name, rules, start }: Bench, forSeconds: number) {
  const began = process.cpuUsage();
  let games = 0;
  let turns = 0;
  let actions = 0;
  // Reading the CPU clock costs a system call, so it is read once every GAMES_PER_CHECK games.
  while (cpuSeconds(began) < forSeconds) {
    for (let i = 0; i < GAMES_PER_CHECK; i++) {
      const game = playBotGame(rules, start(games), bots(games));
      if (game.state.phase !== "over") throw new Error(`${name}: game ${games} did not end`);
      games += 1;
      turns += game.state.turns;
      actions += game.actions.length;
    }
  }
  return { games, turns, actions, seconds: cpuSeconds(began) };
}

console.log(`Full bot games per CPU second, warmed up, ${PLAYERS.length} players, 52 cards, turn limit ${TURN_LIMIT}`);
for (const bench of benches) {
  play(bench, WARM_UP_SECONDS);
  const { games, turns, actions, seconds } = play(bench, SECONDS_PER_GAME);
  console.log(
    `${bench.name.padEnd(36)} ${(games / seconds).toFixed(1).padStart(8)} games/s  ${(turns / games).toFixed(0).padStart(5)} cards turned/game  ${(actions / seconds).toFixed(0).padStart(7)} actions/s`,
  );
}
