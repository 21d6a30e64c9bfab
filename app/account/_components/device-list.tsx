"use client";

import { useState } from "react";
import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { signOutDeviceAction } from "../actions/sign-out-device";
import { signOutOtherDevicesAction } from "../actions/sign-out-other-devices";

export interface DeviceView {
  sessionId: string;
  name: string;
  /** Words worked out on the server, so every reader sees the same. */
  signedIn: string;
  signedInIso: string;
  lastUsed: string;
  lastUsedIso: string;
  thisDevice: boolean;
}

export function DeviceList({ devices }: { devices: DeviceView[] }) {
  const { run, busy, message } = useServerAction();
  const [ending, setEnding] = useState<string | null>(null);
  const others = devices.filter((device) => !device.thisDevice);

  async function signOut(sessionId: string) {
    setEnding(sessionId);
    await run(() => signOutDeviceAction({ sessionId }), { success: "That device is signed out." });
  }

  async function signOutOthers() {
    setEnding("others");
    await run(() => signOutOtherDevicesAction({}), { success: "Every other device is signed out." });
  }

  return (
    <div className="mt-4 flex flex-col gap-3">
      <FormMessage message={message} />
      <ul className="flex flex-col gap-3">
        {devices.map((device) => (
          <li
            key={device.sessionId}
            className="flex flex-col gap-3 rounded-xl border-2 border-line bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="text-lg font-bold">
                {device.name}
                {device.thisDevice && <span className="ml-2 rounded-full bg-green-50 px-3 py-1 text-sm text-felt">This device</span>}
              </p>
              <p className="text-muted">
                Signed in on <time dateTime={device.signedInIso}>{device.signedIn}</time>, last used{" "}
                <time dateTime={device.lastUsedIso}>{device.lastUsed}</time>
              </p>
            </div>
            {!device.thisDevice && (
              <Button
                variant="dangerOutline"
                disabled={busy}
                busy={busy && ending === device.sessionId}
                onClick={() => signOut(device.sessionId)}
                className="shrink-0 whitespace-nowrap"
              >
                Sign out<span className="sr-only"> {device.name}, signed in on {device.signedIn}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button variant="danger" disabled={busy} busy={busy && ending === "others"} onClick={signOutOthers} className="self-start">
          Sign out all other devices
        </Button>
      ) : (
        <p className="text-muted">No other device is signed in.</p>
      )}
    </div>
  );
}
