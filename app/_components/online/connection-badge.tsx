import { connectionQuality, type ClockEstimate } from "@/lib/games/online/clock-sync";
import type { Link } from "./use-room-socket";

const LOOK = {
  good: "bg-green-50 text-felt ring-felt",
  fair: "bg-amber-50 text-amber-900 ring-amber-500",
  poor: "bg-red-50 text-snap ring-snap",
};

/** This device's connection as the family sees it: good, fair or poor, and its round trip. */
export function ConnectionBadge({ link, estimate }: { link: Link; estimate: ClockEstimate | null }) {
  if (link.kind !== "connected") {
    return (
      <p role="status" className="flex min-h-11 items-center rounded-xl bg-red-50 px-3 text-sm font-bold text-snap ring-2 ring-snap">
        {link.kind === "refused" ? "Not connected" : link.kind === "connecting" ? "Connecting…" : "Reconnecting…"}
      </p>
    );
  }
  if (!estimate) return <p className="flex min-h-11 items-center px-2 text-sm text-muted">Connected</p>;
  const quality = connectionQuality(estimate.rttMs);
  return (
    <p className={`flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm ring-2 ${LOOK[quality]}`}>
      <span className="font-bold">Connection {quality}</span>
      <span>· {Math.round(estimate.rttMs)} ms round trip</span>
    </p>
  );
}
