import type { Mail } from "./send-mail";

/** Text put into an email's HTML version: names and links can hold characters HTML reads. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A friendly letter in plain words, with the same words as text for mail readers that show no HTML. */
function letter(to: string, subject: string, paragraphs: string[], action: { label: string; href: string }): Mail {
  const text = [...paragraphs.slice(0, 1), `${action.label}: ${action.href}`, ...paragraphs.slice(1), "— Snap Legacy"].join("\n\n");
  const html = [
    `<div style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1f2933; max-width: 32rem">`,
    `<p>${escapeHtml(paragraphs[0] ?? "")}</p>`,
    `<p><a href="${escapeHtml(action.href)}" style="display: inline-block; padding: 12px 20px; background: #1d5c3a; color: #ffffff; border-radius: 8px; font-weight: bold; text-decoration: none">${escapeHtml(action.label)}</a></p>`,
    `<p>Or copy this address into your browser: ${escapeHtml(action.href)}</p>`,
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
