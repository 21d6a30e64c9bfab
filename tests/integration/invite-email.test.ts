import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { INVITE_EMAILS_PER_DAY, NO_INVITE_EMAIL, TOO_MANY_INVITE_EMAILS } from "@/lib/decks/invite-email";
import { acceptInvite, createInvite, inviteInfo } from "@/lib/decks/invites";
import { testMailForThisFile } from "../support/test-mail-server";
import { makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const SITE = "https://snap.example.org";
const mail = testMailForThisFile(SITE);


function mailsTo(address: string): number {
  return mail.mails.filter((m) => [m.to].flat().some((field) => field?.value.some((a) => a.address === address))).length;
}

function inviteLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]{43}/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`The email has no invite link: ${text}`);
  return link;
}

async function ownersDeck(ownerName: string, deckName: string) {
  const owner = await makeUser(ownerName);
  const { deckId } = await makeDeck(owner.id, { name: deckName, players: ["Ada", "Bea"] });
  return { owner, deckId };
}

describe("emailing an invite link", () => {
  it("arrives naming the deck and who invited, with a link on the configured site that joins the deck", async () => {
    const { owner, deckId } = await ownersDeck("Olive", "Kitchen table deck");
    const created = await createInvite(owner.id, { deckId, role: "EDITOR", expiresInDays: 7, emailTo: " Gus@Example.com " });
    expect(created.emailed).toEqual({ to: "gus@example.com", sent: true });

    const email = await mail.nextMailTo("gus@example.com");
    expect(email.subject).toBe("Olive invited you to the deck “Kitchen table deck” on Snap Legacy");
    expect(email.text).toContain("as an editor: you can write words on the cards and record games");
    expect(email.text).toContain("It works for 7 days");
    const link = inviteLinkIn(email.text);
    expect(link).toBe(`${SITE}/invite/${created.token}`);
    expect(email.html).toContain(`href="${link}"`);

    const token = link.split("/").at(-1) ?? "";
    expect(await inviteInfo(token)).toMatchObject({ deckId, deckName: "Kitchen table deck", inviterName: "Olive", role: "EDITOR" });
    const guest = await makeUser("Gus");
    expect(await acceptInvite(guest.id, { token })).toEqual({ deckId, role: "EDITOR", joined: true });
  });

  it("puts names that look like HTML into the email as text", async () => {
    const { owner, deckId } = await ownersDeck("<b>Mallory</b>", "<a href='https://evil.example'>Deck</a>");
    await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 1, emailTo: "html@example.com" });
    const email = await mail.nextMailTo("html@example.com");
    expect(email.html).not.toContain("<b>Mallory");
    expect(email.html).not.toContain("href='https://evil.example'");
    expect(email.text).toContain("It works for one day");
  });

  it("an empty address means no email, as before", async () => {
    const { owner, deckId } = await ownersDeck("Pia", "Pia's deck");
    const created = await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 3, emailTo: "  " });
    expect(created.emailed).toBeNull();
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(1);
  });

  it("only owners can send invites: an editor, a viewer or a stranger is refused, and nothing is sent or made", async () => {
    const { deckId } = await ownersDeck("Rhea", "Rhea's deck");
    const editor = await makeMember(deckId, "Ed", "EDITOR");
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    const stranger = await makeUser("Stan");
    for (const user of [editor, viewer]) {
      expect(await refusal(createInvite(user.id, { deckId, role: "OWNER", expiresInDays: 7, emailTo: "spam@example.com" }))).toMatchObject({ status: 403 });
    }
    expect(await refusal(createInvite(stranger.id, { deckId, role: "OWNER", expiresInDays: 7, emailTo: "spam@example.com" }))).toMatchObject({ status: 404 });
    expect(mailsTo("spam@example.com")).toBe(0);
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(0);
  });

  it("an address that isn't one is refused, and no invite is made", async () => {
    const { owner, deckId } = await ownersDeck("Sid", "Sid's deck");
    for (const emailTo of ["not an address", "a@b", 7, "x\r\nBcc: victim@example.com"]) {
      expect(await refusal(createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo }))).toMatchObject({ status: 400 });
    }
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(0);
    expect(mailsTo("victim@example.com")).toBe(0);
  });

  it(`at most ${INVITE_EMAILS_PER_DAY} invite links a day once one is to be emailed; a link without email can still be made`, async () => {
    const { owner, deckId } = await ownersDeck("Tex", "Tex's deck");
    const yesterday = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await db.deckInvite.createMany({
      data: Array.from({ length: INVITE_EMAILS_PER_DAY - 1 }, (_, i) => ({
        deckId,
        tokenHash: `earlier-${i}`,
        role: "VIEWER" as const,
        expiresAt: new Date(Date.now() + 86_400_000),
        createdById: owner.id,
      })),
    });
    await db.deckInvite.create({
      data: { deckId, tokenHash: "older-than-a-day", role: "VIEWER", expiresAt: new Date(Date.now() + 86_400_000), createdById: owner.id, createdAt: yesterday },
    });
    const last = await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo: "last@example.com" });
    expect(last.emailed).toEqual({ to: "last@example.com", sent: true });
    expect(await refusal(createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo: "one.too.many@example.com" }))).toEqual({
      status: 400,
      message: TOO_MANY_INVITE_EMAILS,
    });
    expect(mailsTo("one.too.many@example.com")).toBe(0);
    const count = await db.deckInvite.count({ where: { deckId } });
    expect((await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7 })).emailed).toBeNull();
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(count + 1);
  });

  it("invites emailed all at once can't slip past the day's limit", async () => {
    const { owner, deckId } = await ownersDeck("Uma", "Uma's deck");
    const results = await Promise.allSettled(
      Array.from({ length: INVITE_EMAILS_PER_DAY + 5 }, (_, i) =>
        createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo: `burst.${i}@example.com` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(INVITE_EMAILS_PER_DAY);
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(INVITE_EMAILS_PER_DAY);
  });

  it("without SMTP_URL, an address is refused and no invite is made", async () => {
    delete process.env.SMTP_URL;
    const { owner, deckId } = await ownersDeck("Vic", "Vic's deck");
    expect(await refusal(createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo: "vic.friend@example.com" }))).toEqual({
      status: 400,
      message: NO_INVITE_EMAIL,
    });
    expect(await db.deckInvite.count({ where: { deckId } })).toBe(0);
  });

  it("a mail server that refuses the email still leaves the link to copy, and says it wasn't sent", async () => {
    process.env.SMTP_URL = mail.url.replace("test-mail-password", "wrong-password");
    const { owner, deckId } = await ownersDeck("Wes", "Wes's deck");
    const created = await createInvite(owner.id, { deckId, role: "VIEWER", expiresInDays: 7, emailTo: "wes.friend@example.com" });
    expect(created.emailed).toEqual({ to: "wes.friend@example.com", sent: false });
    expect(await inviteInfo(created.token)).toMatchObject({ deckId });
  });
});
