import { normaliseCardCode } from "@/lib/games/table/right-call";

/**
 * How the OCR (tesseract.js, its English model from the npm package @tesseract.js-data/eng, run in
 * the browser and in the tests alike) reads a crop of the camera's view (codeCrop): scattered
 * text, only the characters card codes are made of (a standard card's rank and suit letter, a
 * custom card's set, a hyphen and its copy), at a resolution it needn't guess (the crop's letters are some 30 pixels tall).
 */
export const OCR_PARAMETERS = { tessedit_pageseg_mode: "11", tessedit_char_whitelist: "0123456789ACDHJKQS-", user_defined_dpi: "300" } as const;
/** The model inside the npm package: its integer "best" LSTM model, 2.9 MB gzipped. */
export const OCR_MODEL = { package: "@tesseract.js-data/eng", folder: "4.0.0_best_int", file: "eng.traineddata.gz" } as const;

/**
 * The card code the OCR read, when its text names exactly one of the deck's codes as a word of its
 * own ("7H", "10S", "3-2"); null when it names none, or two different ones. Anything else the OCR
 * made of pips and words is ignored, so a misread never picks a card that isn't in the view. Pure.
 */
export function printedCodeIn(text: string, codes: readonly string[]): string | null {
  const known = new Map(codes.map((code) => [normaliseCardCode(code), code]));
  const found = new Set(text.split(/\s+/).flatMap((word) => known.get(normaliseCardCode(word)) ?? []));
  return found.size === 1 ? [...found][0]! : null;
}
