import { invalid } from "@/lib/decks/errors";
import { normaliseBackImage } from "@/lib/images/normalise-back-image";
import { checkCutArt, importedCardPicture } from "@/lib/images/normalise-card-picture";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import type { ImportPlan } from "./plan-import";

/** The import's pictures as they will be stored: the pictures crops were cut from, the crops' own pictures, the back. */
export interface CheckedPictures {
  /** The pictures crops were cut from, by sha256, with their size in pixels. */
  sources: Map<string, { bytes: Uint8Array; width: number; height: number }>;
  /** The crops' print and screen pictures, by sha256. */
  cuts: Map<string, Uint8Array>;
  back: { bytes: Uint8Array; mime: string; width: number; height: number } | null;
}

/**
 * Every picture of an import checked as the app checks it where it first comes in, one rule for
 * each, before anything is written: a picture crops were cut from as a card picture's upload is
 * (importedCardPicture: its size, kind, pixels, a whole decode with sharp), a crop's print and
 * screen pictures as cutCardArt cuts them for their box (checkCutArt), the back as a back
 * picture's upload is (normaliseBackImage). A picture the app made is kept byte for byte, so the
 * imported deck's pictures are the original's. One picture at a time, so memory holds one decode:
 * the cost grows with the pictures' pixels.
 */
export async function checkedPictures(plan: ImportPlan): Promise<CheckedPictures> {
  const picture = (sha256: string) => plan.pictures.get(sha256)!;
  const refused = (sha256: string, message: string) => invalid(`This export's picture ${picture(sha256).file} can't be used: ${message}`);
  const sources: CheckedPictures["sources"] = new Map();
  const cuts: CheckedPictures["cuts"] = new Map();
  for (const art of plan.arts) {
    if (art.picture !== null && !sources.has(art.picture)) {
      const checked = await importedCardPicture(picture(art.picture).bytes);
      if (!checked.ok) throw refused(art.picture, checked.message);
      sources.set(art.picture, { bytes: checked.bytes, width: checked.width, height: checked.height });
    }
    for (const use of ["print", "screen"] as const) {
      const sha256 = art[use];
      const checked = await checkCutArt(picture(sha256).bytes, art.box, use);
      if (!checked.ok) throw refused(sha256, checked.message);
      cuts.set(sha256, picture(sha256).bytes);
    }
  }
  let back: CheckedPictures["back"] = null;
  if (plan.backImage) {
    const bytes = picture(plan.backImage.picture).bytes;
    const checked = await normaliseBackImage(bytes);
    if (!checked.ok) throw invalid(`This export's back picture can't be used: ${checked.message}`);
    // Normalising again would re-encode the JPEG on every round trip; a print-ready one passed the same check.
    back = { bytes: isPrintReady(bytes) ? bytes : checked.bytes, mime: checked.mime, width: checked.width, height: checked.height };
  }
  return { sources, cuts, back };
}
