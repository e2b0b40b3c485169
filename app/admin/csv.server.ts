import { stringify } from "csv-stringify/sync";

/**
 * CSV exports: RFC 4180 (CRLF line ends, every field in double quotes, a quote inside doubled; the
 * quoting is csv-stringify's), safe to open in a spreadsheet, and streamed: rows are read from the
 * database a batch at a time only when the client is ready for more, so memory stays flat whatever
 * the table's size.
 *
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula, even inside quotes: such a cell gets a leading single quote, which spreadsheets show as
 * text (OWASP, "CSV Injection"). The file starts with a UTF-8 byte order mark so spreadsheets read
 * names in any script correctly.
 */

export type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]|^\s+[=+\-@]/;

/** A cell made inert for spreadsheets: text starting like a formula gets a leading single quote. */
export function neutralise(value: Cell): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
}

/** Rows as CSV text: every field quoted (empty ones too), CRLF after every record. */
export function csvLines(rows: Cell[][]): string {
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { quoted: true, quoted_empty: true, record_delimiter: "windows" },
  );
}

export const BOM = "\uFEFF";

/**
 * The header, then every batch's rows, as a byte stream pulled by the client: the next batch is
 * read only when the last has been taken, so at most one batch is in memory.
 */
export function csvStream<T>(header: string[], batches: AsyncIterable<T[]>, cells: (row: T) => Cell[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + csvLines([header])));
      },
      async pull(controller) {
        try {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(csvLines(next.value.map(cells))));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** `waitlist-2026-11-22.csv`: the list's name and today's date (UTC). */
export function exportFileName(list: string, now = new Date()): string {
  return `${list}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The download: CSV that no cache keeps and no browser sniffs into anything else. */
export function csvResponse(fileName: string, body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const WAITLIST_COLUMNS = ["Full Name", "Email", "Product Name", "Product Website", "Created At"];
export const USERS_COLUMNS = ["ID", "Email", "Firebase UID", "Username", "Plans Count", "Created At"];
