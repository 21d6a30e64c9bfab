"use client";

import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button, BUTTON_LOOK } from "./button";
import { failureReason } from "./failure-reason";

/**
 * A page that failed to load: why (as an alert, once known), and a way to try again that keeps
 * the page as it is (no full reload) — its server parts are fetched again, then shown if they load.
 */
export function ErrorNotice({ error, reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  // Kept with the error it explains: a new failure (after trying again) is looked into afresh.
  const [found, setFound] = useState<{ error: Error; reason: string } | null>(null);
  const reason = found?.error === error ? found.reason : null;
  const [retrying, startRetry] = useTransition();

  useEffect(() => {
    // Keyboard and screen-reader users land on what happened, not on whatever had focus before.
    heading.current?.focus();
    let current = true;
    void failureReason().then((text) => {
      if (current) setFound({ error, reason: text });
    });
    return () => {
      current = false;
    };
  }, [error]);

  function tryAgain() {
    startRetry(() => {
      router.refresh();
      reset();
    });
  }

  return (
    <section className="mx-auto max-w-xl py-10 text-center">
      <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-bold">
        This page couldn’t load
      </h1>
      <div className="mt-4 min-h-16">
        {reason ? (
          <p role="alert" className="rounded-xl border-2 border-snap bg-red-50 p-3 text-lg font-bold text-snap">
            {reason}
          </p>
        ) : (
          <p role="status" className="text-lg text-muted">
            Finding out what went wrong…
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={tryAgain} busy={retrying} busyLabel="Trying again…">
          Try again
        </Button>
        <Link href="/decks" className={BUTTON_LOOK.outline}>
          Back to your decks
        </Link>
      </div>
    </section>
  );
}
