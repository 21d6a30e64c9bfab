"use client";

import { useEffect } from "react";
import { adoptBrowserTimeZoneAction } from "@/app/account/actions/adopt-browser-time-zone";
import { browserTimeZone } from "./browser-time-zone";
import { callServer } from "./call-server";

/**
 * Rendered (by the site header) only while the signed-in account has no time zone: sends the
 * browser's zone, and the server keeps it only if the account still has none and it is a zone it
 * knows. Once answered (kept or refused) it isn't sent again from this tab for this account; a
 * server that couldn't be reached is asked again on the next page. The page on screen stays as it
 * is (its times name their zone); the next one is in the person's own time.
 */
export function ReportTimeZone({ userId }: { userId: string }) {
  useEffect(() => {
    const answered = `snap-legacy:time-zone-sent:${userId}`;
    const timeZone = browserTimeZone();
    if (!timeZone || remembered(() => sessionStorage.getItem(answered))) return;
    void callServer(() => adoptBrowserTimeZoneAction({ timeZone })).then((result) => {
      if (result.ok || result.status !== 0) remembered(() => sessionStorage.setItem(answered, "1"));
    });
  }, [userId]);
  return null;
}

/** The tab's storage, where a browser allows it (some refuse it to a page): without it the zone is sent once a page. */
function remembered<T>(touch: () => T): T | null {
  try {
    return touch();
  } catch {
    return null;
  }
}
