/**
 * How the charts name kinds of game: the game played on screen or online, or the table companion.
 * Apart from the charts' queries so that drawing a chart (in the booklet's worker thread too)
 * loads no database code.
 */
export const GAME_KIND_LABELS = {
  legacy: "Snap Legacy",
  classic: "Classic Snap",
  table: "Table Snap",
  irish: "Irish Snap",
  companion: "Table companion",
} as const;
export type GameKindLabel = keyof typeof GAME_KIND_LABELS;
