import { lastUsedWords } from "@/lib/auth/device-times";
import { listDevices } from "@/lib/auth/list-devices";
import type { CurrentUser } from "@/lib/auth/session";
import { currentSessionId } from "@/lib/auth/user-sessions";
import { readerTime } from "@/lib/time/family-time";
import { AccountSection } from "./account-section";
import { DeviceList, type DeviceView } from "./device-list";

/** Every device signed in to the account, newest first, with a way to sign each other one out. */
export async function DevicesSection({ user }: { user: CurrentUser }) {
  const now = new Date();
  const time = readerTime(user.timeZone);
  const devices = await listDevices(user.id, await currentSessionId());
  const views: DeviceView[] = devices.map((device) => ({
    sessionId: device.sessionId,
    name: device.name,
    signedIn: time.day(device.signedInAt),
    signedInIso: device.signedInAt.toISOString(),
    lastUsed: lastUsedWords(device.lastSeenAt, now, time),
    lastUsedIso: device.lastSeenAt.toISOString(),
    thisDevice: device.thisDevice,
  }));
  return (
    <AccountSection id="devices" title="Signed-in devices">
      <p className="mt-2 text-muted">Sign out a device you no longer use, or one you don&rsquo;t recognise.</p>
      <DeviceList devices={views} />
    </AccountSection>
  );
}
