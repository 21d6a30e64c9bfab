/** The largest export file an import reads: a 100,000-event deck's export is about 30 MB. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_TOO_LARGE = "That file is too large: a deck export can be at most 64 MB.";
