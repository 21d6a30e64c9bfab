"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { FormMessage, type Message } from "@/app/_components/form-message";

const Announce = createContext<(message: Message) => void>(() => undefined);

/**
 * Where a deck's hand-over or deletion is reported. The deck's own part of the page goes once it is
 * done (the page is refreshed and it is no longer the person's alone), so its message is kept here,
 * above the list, in a live region that stays on the page.
 */
export function LeavingMessages({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <Announce value={setMessage}>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {message && <FormMessage message={message} />}
      </div>
      {children}
    </Announce>
  );
}

/** Reports a deck's hand-over or deletion above the list (LeavingMessages). */
export function useAnnounce(): (message: Message) => void {
  return useContext(Announce);
}
