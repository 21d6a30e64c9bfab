import path from "node:path";

/** The project-local folder for the embedded database, the generated secret and the instance lock. */
export function dataDir(): string {
  return path.resolve(process.env.SNAP_LEGACY_DATA_DIR ?? path.join(process.cwd(), ".data"));
}
