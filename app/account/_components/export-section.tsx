import { BUTTON_LOOK } from "@/app/_components/button";
import type { CurrentUser } from "@/lib/auth/session";
import { AccountSection } from "./account-section";

/**
 * Downloading everything of the person's: a plain link, so the browser saves the streamed file
 * (an attachment), or shows the reason when it is refused (a limit reached).
 */
export function ExportSection({ user }: { user: CurrentUser }) {
  return (
    <AccountSection id="export" title="Your data">
      <p className="mt-2 text-lg">One file with:</p>
      <ul className="mt-1 list-disc pl-6 text-lg">
        <li>
          your account: your name, your email (<span className="break-all">{user.email}</span>) and when you joined;
        </li>
        <li>the decks you are in, and your role in each;</li>
        <li>the whole of every deck you own: its cards, players, every word’s history, games and prints.</li>
      </ul>
      <p className="mt-2 text-muted">
        It is a JSON file. Each deck in it can be imported again as a new deck, here or on another Snap Legacy.
      </p>
      <a href="/account/export" className={`${BUTTON_LOOK.outline} mt-4`}>
        Download my data
      </a>
    </AccountSection>
  );
}
