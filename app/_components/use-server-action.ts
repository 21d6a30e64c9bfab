"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { ActionResult } from "@/lib/actions/run-action";
import { callServer } from "./call-server";
import type { Message } from "./form-message";

interface Outcome<T> {
  /** What to tell the person when it worked (nothing when the page itself shows it). */
  success?: string | ((data: T) => string);
  /** Where to go next; without it the page is refreshed from the server in place. */
  navigate?: (data: T) => string;
  /**
   * The write changed what every page shows (who is signed in): after navigating, the layout the
   * pages share is fetched again too (a navigation alone keeps it as it was).
   */
  refreshLayout?: boolean;
  /** Local follow-up once it worked: clear the form, close a dialog. */
  then?: (data: T) => void;
}

/**
 * Every form and button that writes through a server action goes through this: one request at a
 * time, one idempotency key per intended write (kept for a retry, renewed once it landed), a busy
 * state that always ends, the outcome as a message, and then one refresh of the page's data.
 */
export function useServerAction() {
  const router = useRouter();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const inFlight = useRef(false);

  async function run<T>(call: (requestKey: string) => Promise<ActionResult<T>>, outcome: Outcome<T> = {}): Promise<ActionResult<T> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    const result = await callServer(() => call(requestKey));
    inFlight.current = false;
    if (!result.ok) {
      setBusy(false);
      setMessage({ ok: false, text: result.error });
      return result;
    }
    setRequestKey(crypto.randomUUID());
    const { success, navigate, refreshLayout, then } = outcome;
    if (success) setMessage({ ok: true, text: typeof success === "string" ? success : success(result.data) });
    then?.(result.data);
    if (navigate) {
      // Stays busy while the next page loads, so the write cannot be sent twice from this one.
      router.push(navigate(result.data));
      if (refreshLayout) router.refresh();
      return result;
    }
    setBusy(false);
    router.refresh();
    return result;
  }

  /** A refusal found before asking the server (a missing choice): shown the same way. */
  function refuse(text: string) {
    setMessage({ ok: false, text });
  }

  return { run, busy, message, refuse, requestKey };
}
