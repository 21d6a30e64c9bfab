import { headers } from "next/headers";
import { clientAddress } from "@/lib/auth/client-address";
import { lookUpCounted } from "@/lib/games/online/rooms/wrong-codes";

/** Every look-up of a typed code goes through here, so guessing at codes is slowed down per address. */
export async function lookUpCode<T>(work: () => Promise<T>): Promise<T> {
  const requestHeaders = Object.fromEntries((await headers()).entries());
  return lookUpCounted(clientAddress(requestHeaders), work);
}
