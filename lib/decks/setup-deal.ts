import { z } from "zod";

/** The twelve-card setup's deal (Deck.setupDeal): each player's id, and the ids of the cards dealt to them. */
export const setupDealSchema = z.record(z.string(), z.array(z.string()));
export type SetupDeal = z.output<typeof setupDealSchema>;
