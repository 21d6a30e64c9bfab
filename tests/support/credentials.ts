import { randomUUID } from "node:crypto";

/** The email and password `name` signs up with in a test: an address nobody else has, a password the forms take. */
export function newCredentials(name: string): { email: string; password: string } {
  const local = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "someone";
  return { email: `${local}.${randomUUID().slice(0, 8)}@example.com`, password: `${name} likes snap` };
}
