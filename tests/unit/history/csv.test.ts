import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "@/lib/history/export/csv";

describe("the history's CSV cells", () => {
  it("are left as they are when nothing in them needs quoting", () => {
    expect(csvRow([12, "2026-11-30 18:04:05", "Ace of Hearts", "Café", null, undefined])).toBe("12,2026-11-30 18:04:05,Ace of Hearts,Café,,\r\n");
  });

  it("are quoted, with quotes doubled, when they hold a comma, a quote or a line break (RFC 4180)", () => {
    expect(csvCell("Shorter, as Sam meant")).toBe('"Shorter, as Sam meant"');
    expect(csvCell('Say "cheese"')).toBe('"Say ""cheese"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
  });

  it("that a spreadsheet would read as a formula (= + - @, tab, CR first) start with an apostrophe", () => {
    expect(csvCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvCell("+44 1234")).toBe("'+44 1234");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@cmd")).toBe("'@cmd");
    expect(csvCell("\tpadded")).toBe("'\tpadded");
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    expect(csvCell("a = b")).toBe("a = b");
  });

  it("keep numbers as numbers, negative ones too (they are ours, not typed by anyone)", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(0)).toBe("0");
  });
});
