"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { removeCardPicture } from "@/lib/designs/remove-card-picture";
import type { removeCardPictureSchema } from "@/lib/designs/schemas";

export async function removeCardPictureAction(input: z.input<typeof removeCardPictureSchema>) {
  return runAction(input, (user, input) => removeCardPicture(user.id, input));
}
