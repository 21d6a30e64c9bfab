import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineModule from "@prisma/schema-engine-wasm/schema_engine_bg";

/**
 * Prisma's own schema engine (its WebAssembly build, the one the Prisma CLI ships), so tests can ask
 * it what SQL a schema needs without the native engine, which cannot be downloaded everywhere.
 * The package's entry imports the .wasm file as an ES module, which Node only does behind a flag,
 * so the module is instantiated here by hand, once.
 */
let loaded = false;

function loadEngine(): void {
  if (loaded) return;
  const entry = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm");
  const bytes = readFileSync(entry.replace(/schema_engine\.js$/, "schema_engine_bg.wasm"));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { "./schema_engine_bg.js": engineModule });
  engineModule.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  loaded = true;
}

/**
 * The SQL that takes an empty PostgreSQL database to `schema` (what `prisma migrate diff
 * --from-empty --to-schema` prints). The engine opens a connection to `url` but reads and writes nothing.
 */
export async function sqlForSchema(schema: string, url: string): Promise<string> {
  loadEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: url }));
  const engine = await engineModule.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => {}, adapter);
  try {
    const result = await engine.diff({
      from: { tag: "empty" },
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
  }
}
