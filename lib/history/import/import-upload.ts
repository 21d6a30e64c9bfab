/**
 * How an export file travels to the import route: the file itself is the request's body (no
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
  return { method: "POST", body: file, headers: { "Content-Type": "application/json", [REQUEST_KEY_HEADER]: requestKey, ...headers } };
}
