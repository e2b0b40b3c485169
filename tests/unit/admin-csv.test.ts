import { describe, expect, it } from "vitest";
import { BOM, csvLines, csvStream, exportFileName, neutralise, USERS_COLUMNS, WAITLIST_COLUMNS } from "../../app/admin/csv.server";

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  // The byte order mark is kept (Response.text() would drop it).
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

async function* batches<T>(...lists: T[][]): AsyncGenerator<T[]> {
  for (const list of lists) yield list;
}

describe("the CSV writer", () => {
  it("quotes every field, empty ones too, doubles quotes inside, ends records with CRLF", () => {
    expect(csvLines([["a", "", null, undefined, 7]])).toBe('"a","","","","7"\r\n');
    expect(csvLines([['say "hi"', "a,b", "line\nbreak"]])).toBe('"say ""hi""","a,b","line\nbreak"\r\n');
  });

  it("neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)", () => {
    for (const cell of ["=1+1", "+1", "-2", "@SUM(A1)", "\t=1", "\r=1", "=HYPERLINK(\"http://x\")", "  =1"]) {
      expect(neutralise(cell)).toBe(`'${cell}`);
    }
    expect(csvLines([["=cmd|' /C calc'!A0"]])).toBe(`"'=cmd|' /C calc'!A0"\r\n`);
    // Ordinary text and numbers are left alone.
    for (const cell of ["Ada", "a=b", "x-1", "mail@example.com", "https://x.example"]) expect(neutralise(cell)).toBe(cell);
    expect(neutralise(-5)).toBe("-5");
  });

  it("keeps unicode as it is (UTF-8, after a byte order mark)", async () => {
    const body = await text(csvStream(["Name"], batches([{ n: "Zoë 山田 🚀" }]), (r) => [r.n]));
    expect(body).toBe(`${BOM}"Name"\r\n"Zoë 山田 🚀"\r\n`);
  });

  it("streams a header and then each batch; no batches, just the header", async () => {
    const body = await text(csvStream(WAITLIST_COLUMNS, batches([{ a: 1 }], [{ a: 2 }, { a: 3 }]), (r) => [r.a]));
    expect(body).toBe(`${BOM}"Full Name","Email","Product Name","Product Website","Created At"\r\n"1"\r\n"2"\r\n"3"\r\n`);
    const empty = await text(csvStream(USERS_COLUMNS, batches(), () => []));
    expect(empty).toBe(`${BOM}"ID","Email","Firebase UID","Username","Plans Count","Created At"\r\n`);
  });

  it("reads the next batch only when the reader asks for more", async () => {
    let read = 0;
    async function* counted() {
      for (let i = 0; i < 100; i++) {
        read++;
        yield [{ i }];
      }
    }
    const reader = csvStream(["i"], counted(), (r) => [r.i]).getReader();
    await reader.read(); // the header
    await reader.read(); // the first batch
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toBeLessThanOrEqual(3);
    await reader.cancel();
  });

  it("names files by list and date", () => {
    expect(exportFileName("waitlist", new Date("2026-11-22T23:59:00Z"))).toBe("waitlist-2026-11-22.csv");
    expect(exportFileName("users", new Date("2026-01-02T00:00:00Z"))).toBe("users-2026-01-02.csv");
  });
});
