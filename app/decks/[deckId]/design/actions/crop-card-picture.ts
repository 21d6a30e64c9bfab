"use server";

import type { z } from "zod";
import { runAction } from "@/lib/actions/run-action";
import { cropCardPicture } from "@/lib/designs/crop-card-picture";
import type { cropCardPictureSchema } from "@/lib/designs/schemas";

export async function cropCardPictureAction(input: z.input<typeof cropCardPictureSchema>) {
  return runAction(input, (user, input) => cropCardPicture(user.id, input), { heavy: "picture" });
}
