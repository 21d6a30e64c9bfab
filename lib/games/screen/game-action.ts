import { z } from "zod";
import type { GameAction } from "@/lib/rules";

const atMs = z.number().finite().min(0);

/** A game action as it arrives from a screen: checked for shape here, judged by the rules after. */
export const gameActionSchema: z.ZodType<GameAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("turn"), playerId: z.string().min(1), atMs }),
  z.object({
    type: z.literal("shout"),
    playerId: z.string().min(1),
    call: z.string().max(60),
    reactionMs: z.number().finite().min(0).max(600_000),
    atMs,
  }),
  z.object({ type: z.literal("resolveShouts"), atMs }),
  z.object({
    type: z.literal("writeWords"),
    playerId: z.string().min(1),
    words: z.record(z.string(), z.string().max(200)),
    atMs,
  }),
  z.object({ type: z.literal("tick"), atMs }),
]);
