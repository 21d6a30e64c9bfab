import type { DeckRole } from "@/lib/generated/prisma/enums";

const RANK: Record<DeckRole, number> = { VIEWER: 0, EDITOR: 1, OWNER: 2 };

export const ROLE_LABEL: Record<DeckRole, string> = { OWNER: "Owner", EDITOR: "Editor", VIEWER: "Viewer" };

export function roleAtLeast(role: DeckRole, minimum: DeckRole): boolean {
  return RANK[role] >= RANK[minimum];
}

/** What someone with too low a role is told when they try. */
export const NEEDS: Record<DeckRole, string> = {
  VIEWER: "You need to be a member of this deck.",
  EDITOR: "Viewers can browse this deck but not write on it. Ask an owner to make you an editor.",
  OWNER: "Only the deck's owners can do that.",
};
