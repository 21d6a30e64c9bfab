import type { GameSummary } from "@/lib/games/screen/queries";

/** Where a game is carried on (or its end seen), and its replay. An online game is carried on in
 *  its room, where every player is; once over, its replay shows how it went. */
export function gameLinks(deckId: string, game: Pick<GameSummary, "id" | "mode" | "status" | "roomId">): { href: string; label: string }[] {
  const over = game.status === "OVER";
  if (game.mode === "TABLE") return [{ href: `/decks/${deckId}/table/${game.id}`, label: over ? "See the end" : "Carry on" }];
  const replay = { href: `/decks/${deckId}/play/${game.id}/replay`, label: "Replay" };
  if (game.mode === "SCREEN") return [{ href: `/decks/${deckId}/play/${game.id}`, label: over ? "See the end" : "Carry on" }, replay];
  return over || game.roomId === null ? [replay] : [{ href: `/online/${game.roomId}`, label: "Open the room" }, replay];
}
