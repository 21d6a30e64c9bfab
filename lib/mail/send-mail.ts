import nodemailer, { type Transporter } from "nodemailer";

/**
 * Email goes out over SMTP, configured by SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS
 * from the start) and MAIL_FROM. Without SMTP_URL (a family's own machine, say) the app sends
 * nothing and says so where it matters.
 */
export function mailConfigured(): boolean {
  return Boolean(process.env.SMTP_URL);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const DEFAULT_FROM = "Snap Legacy <snap-legacy@localhost>";

/** One transport per process and SMTP_URL, so connections are pooled between emails. */
const globalForMail = globalThis as unknown as { mailTransport?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (globalForMail.mailTransport?.url !== url) {
    globalForMail.mailTransport = { url, transport: nodemailer.createTransport(url) };
  }
  return globalForMail.mailTransport.transport;
}

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) throw new Error("Email isn't configured: set SMTP_URL to send it.");
  await transport(url).sendMail({ from: process.env.MAIL_FROM || DEFAULT_FROM, ...mail });
}
