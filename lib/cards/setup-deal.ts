/**
 * The rules' setup, once in a deck's life: take twelve cards and deal them among the players (some
 * may get more). `random` is injected (a seeded generator in tests) so the deal is reproducible.
 */
export const SETUP_CARD_COUNT = 12;

export function dealSetupCards<C, P>(
  cards: readonly C[],
  players: readonly P[],
  random: () => number,
  count = SETUP_CARD_COUNT,
): Map<P, C[]> {
  if (players.length === 0) throw new Error("The setup needs at least one player.");
  const pool = [...cards];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const chosen = pool.slice(0, Math.min(count, pool.length));
  const hands = new Map<P, C[]>(players.map((p) => [p, []]));
  // Dealt round the table one at a time, so the first players get one more when it doesn't divide.
  chosen.forEach((card, i) => hands.get(players[i % players.length]!)!.push(card));
  return hands;
}
