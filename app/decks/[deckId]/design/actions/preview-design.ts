"use server";

import { SCREEN_FONT_FAMILIES } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { previewDesign, type DesignPreview, type PreviewDesignInput } from "@/lib/designs/preview-design";

export type { DesignPreview };

/** A front and a back in a design that may not be saved yet (lib/designs/preview-design.ts). */
export async function previewDesignAction(input: PreviewDesignInput) {
  return runAction(input, (user, raw): Promise<DesignPreview> => previewDesign(user.id, raw, SCREEN_FONT_FAMILIES));
}
