import type { CurrentUser } from "@/lib/auth/session";
import { DEFAULT_TIME_ZONE, familyTime, timeZoneNames, zoneName } from "@/lib/time/family-time";
import { AccountSection } from "./account-section";
import { AccountTimeZoneForm } from "./time-zone-form";

/** The zone the account reads times in: learned from the browser, changed here. */
export function TimeZoneSection({ user }: { user: CurrentUser }) {
  const zone = user.timeZone;
  return (
    <AccountSection id="time-zone" title="Your time zone">
      <p className="mt-2 text-muted">
        {zone
          ? `Times you read in the app (the timeline, card stories, games, devices) are in ${zoneName(zone)} time: it is ${familyTime(zone).time(new Date())} there now.`
          : "Your time zone isn’t known yet: until it is, times are shown in the deck’s time zone, or UTC, and say so."}{" "}
        A deck’s days and what it prints are in the deck’s own time zone, which its owners choose in its settings.
      </p>
      <AccountTimeZoneForm zones={timeZoneNames()} current={zone ?? DEFAULT_TIME_ZONE} />
    </AccountSection>
  );
}
