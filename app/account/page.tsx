import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/session";
import { DeleteAccountSection } from "./_components/delete-account-section";
import { DevicesSection } from "./_components/devices-section";
import { EmailSection } from "./_components/email-section";
import { ExportSection } from "./_components/export-section";
import { NameSection } from "./_components/name-section";
import { PasswordSection } from "./_components/password-section";
import { TimeZoneSection } from "./_components/time-zone-section";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await requireUser("/account");
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-bold">Your account</h1>
      <p className="mt-2 text-lg text-muted">Your name, email, password, time zone and the devices you are signed in on.</p>
      <NameSection user={user} />
      <EmailSection user={user} />
      <PasswordSection user={user} />
      <TimeZoneSection user={user} />
      <DevicesSection user={user} />
      <ExportSection user={user} />
      <DeleteAccountSection user={user} />
    </div>
  );
}
