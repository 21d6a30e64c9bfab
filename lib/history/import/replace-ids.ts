/**
 * A copy of a JSON value with every string (value or key) that is one of the source's ids replaced by the new id
 * (games' setups, actions and results, the setup deal and print options name cards, players and
 * games by id, at depths only the rules know; the deal is keyed by player id). Only whole strings
 * are replaced, never parts.
 */
export function replaceIds(value: unknown, newIds: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return newIds.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => replaceIds(item, newIds));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [newIds.get(key) ?? key, replaceIds(item, newIds)]));
  }
  return value;
}
