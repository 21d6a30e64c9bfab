import { z } from "zod";

/** How a table session was set up: the deck's players present, and the two-player suits option. */
export const tableSetupSchema = z.object({
  players: z.array(z.string().min(1)).min(2),
  matchSuits: z.boolean(),
});
export type TableSetup = z.infer<typeof tableSetupSchema>;
