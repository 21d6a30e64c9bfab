import type { Mail } from "./send-mail";

/** Text put into an email's HTML version: names and links can hold characters HTML reads. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A button to press in a letter, with the link also written out for mail readers that show no HTML. */
interface LetterAction {
  label: string;
  href: string;
}

/**
 * A friendly letter in plain words, with the same words as text for mail readers that show no HTML.
 * The action, when there is one, comes after the first paragraph; a notice has none.
 */
function letter(to: string, subject: string, paragraphs: string[], action?: LetterAction): Mail {
  const text = [
    ...paragraphs.slice(0, 1),
    ...(action ? [`${action.label}: ${action.href}`] : []),
    ...paragraphs.slice(1),
    "— Snap Legacy",
  ].join("\n\n");
  const button = action
    ? [
        `<p><a href="${escapeHtml(action.href)}" style="display: inline-block; padding: 12px 20px; background: #1d5c3a; color: #ffffff; border-radius: 8px; font-weight: bold; text-decoration: none">${escapeHtml(action.label)}</a></p>`,
        `<p>Or copy this address into your browser: ${escapeHtml(action.href)}</p>`,
      ]
    : [];
  const html = [
    `<div style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933; max-width: 32rem">`,
    `<p>${escapeHtml(paragraphs[0] ?? "")}</p>`,
    ...button,
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>— Snap Legacy</p>`,
    `</div>`,
  ].join("\n");
  return { to, subject, text, html };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return letter(
    to,
    "Choose a new password for Snap Legacy",
    [
      `Hello ${name}, someone (we hope you) asked to choose a new password for your Snap Legacy account.`,
      "The link works once, for one hour. Using it signs your account out everywhere else.",
      "If you didn't ask, you can ignore this email: your password stays as it is.",
    ],
    { label: "Choose a new password", href: link },
  );
}

/** To the new address: the one-time link that makes it the account's address. */
export function emailChangeMail(to: string, name: string, link: string): Mail {
  return letter(
    to,
    "Confirm your new email address for Snap Legacy",
    [
      `Hello ${name}, someone (we hope you) asked to use this address for their Snap Legacy account from now on.`,
      "The link works once, for one hour. Until it is opened, the account keeps its old address.",
      "If you didn't ask, you can ignore this email: nothing changes.",
    ],
    { label: "Use this address", href: link },
  );
}

/** To the old address: a change was asked for. No link, so this email can't be used to make it. */
export function emailChangeNoticeMail(to: string, name: string, newEmail: string): Mail {
  return letter(to, "Your Snap Legacy email address is about to change", [
    `Hello ${name}, someone signed in to your Snap Legacy account asked to change its email address to ${newEmail}.`,
    "We sent a link to that address; the change only happens if it is opened within the hour.",
    "If it was you, there is nothing more to do here. If it wasn't, sign in and choose a new password: whoever asked knows your current one, or is using a device you are signed in on.",
  ]);
}

/** An invitation to a deck, sent by one of its owners. */
export function deckInviteMail(to: string, invite: { deckName: string; inviterName: string; aRole: string; roleCan: string; link: string; days: number }): Mail {
  const lasts = invite.days === 1 ? "one day" : `${invite.days} days`;
  return letter(
    to,
    `${invite.inviterName} invited you to the deck “${invite.deckName}” on Snap Legacy`,
    [
      `Hello, ${invite.inviterName} invited you to join their Snap Legacy deck “${invite.deckName}” as ${invite.aRole}: you ${invite.roleCan}.`,
      `Open the link, sign in (or make an account), and you are in. It works for ${lasts}.`,
      "Snap Legacy is Snap played with a deck the family writes on, game after game. If you weren't expecting this, you can ignore this email.",
    ],
    { label: "Join the deck", href: invite.link },
  );
}
