import { describe, expect, test } from "vitest";
import { AWAY_AFTER_MS, seatBook, seatsAtStart, withControl, withPresence } from "@/lib/games/online/judge/seats";
import { bots, person, setupOf } from "./judge-helpers";

const setup = setupOf("classic", [person("ann"), person("ben"), ...bots("quick")]);
const START = 1_000_000;

describe("who plays each seat", () => {
  test("a seat whose device left is played for once it has been away a while, counted from when it was seen leaving", () => {
    let seats = withPresence(seatsAtStart(setup, {}, START), { seatId: "ann", connected: true, oneWayMs: 10 }, START);
    expect(seatBook(setup, seats).actsForFrom("ann")).toBeNull();
    seats = withPresence(seats, { seatId: "ann", connected: false, oneWayMs: null, leftAt: START + 4_000 }, START + 9_000);
    expect(seatBook(setup, seats).actsForFrom("ann")).toBe(START + 4_000 + AWAY_AFTER_MS);
  });

  test("a seat never seen is counted away from the judge's start; a bot's or a removed seat is played for at once", () => {
    const seats = withControl(seatsAtStart(setup, {}, START), "ben", "REMOVED");
    const book = seatBook(setup, seats);
    expect(book.actsForFrom("ann")).toBe(START + AWAY_AFTER_MS);
    expect(book.actsForFrom("ben")).toBe(Number.NEGATIVE_INFINITY);
    expect(book.actsForFrom("bot-1")).toBe(Number.NEGATIVE_INFINITY);
    expect(book.devicePlays("ben")).toBe(false);
  });

  test("a person's seat the host gave to a bot is the bot's: its words are the bot's", () => {
    const book = seatBook(setup, withControl(seatsAtStart(setup, {}, START), "ann", "BOT"));
    expect(book.botPlays("ann")).toBe(true);
    expect([...book.botPlayedPeople()]).toEqual(["ann"]);
  });
});
