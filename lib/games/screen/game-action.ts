import { z } from "zod";
import type { GameAction } from "@/lib/rules";
import { checkFreeText } from "@/lib/text/free-text";

const atMs = z.number().finite().min(0);

const SHOUT = { label: "A shout", max: 60, min: 0 };

/**
 * What a player shouted, kept exactly as sent (the screen judged it so, and a replay must match),
 * but refused with a plain message when it has a control or invisible character in it (a NUL
 * can't even be stored) or is too long.
 */
const call = z.string({ error: "A shout must be text." }).superRefine((value, ctx) => {
  const checked = checkFreeText(value, SHOUT);
  if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
});

/** A game action as it arrives from a screen: checked for shape here, judged by the rules after. */
export const gameActionSchema: z.ZodType<GameAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("turn"), playerId: z.string().min(1), atMs }),
  z.object({
    type: z.literal("shout"),
    playerId: z.string().min(1),
    call,
    reactionMs: z.number().finite().min(0).max(600_000),
    atMs,
  }),
  z.object({ type: z.literal("resolveShouts"), atMs }),
  z.object({
    type: z.literal("writeWords"),
    playerId: z.string().min(1),
    words: z.record(z.string(), z.string().max(200)),
    by: z.enum(["bot", "people"], { error: "Words are a bot's own or the people's for it." }).optional(),
    atMs,
  }),
  z.object({ type: z.literal("tick"), atMs }),
  z.object({ type: z.literal("end"), atMs }),
]);
