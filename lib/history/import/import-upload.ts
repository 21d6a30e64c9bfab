/**
 * How an export file (a .zip, or JSON) travels to the import route: the file itself is the request's body (no
 * multipart form to take apart), read once into one buffer and handed whole to the import worker,
 * which decodes and checks it; the write's idempotency key rides in a header. Used by the import
 * form, the tests and the benchmarks alike.
 */
export const IMPORT_PATH = "/decks/import/file";
export const REQUEST_KEY_HEADER = "snap-request-key";

export function importRequest(
  file: Blob | string | Uint8Array<ArrayBuffer>,
  requestKey: string,
  headers: Record<string, string> = {},
): { method: "POST"; body: Blob | string | Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  // The import tells a .zip from JSON by its bytes; the type only says what was chosen.
  const type = typeof Blob !== "undefined" && file instanceof Blob && file.type ? file.type : "application/octet-stream";
  return { method: "POST", body: file, headers: { "Content-Type": type, [REQUEST_KEY_HEADER]: requestKey, ...headers } };
}
