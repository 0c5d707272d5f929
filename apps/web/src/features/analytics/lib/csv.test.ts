import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes a header and a CRLF line a row, quoting what CSV needs and defusing formulas", () => {
    const rows = [
      { path: "/teams", views: 3 },
      { path: 'a "quoted", page', views: 1 },
      { path: "=HYPERLINK(1)", views: 0 },
      { path: "-1", views: 2 },
    ];
    const csv = toCsv(
      [
        { header: "Page", value: (row: (typeof rows)[number]) => row.path },
        { header: "Views", value: (row: (typeof rows)[number]) => row.views },
      ],
      rows,
    );
    expect(csv).toBe('Page,Views\r\n/teams,3\r\n"a ""quoted"", page",1\r\n\'=HYPERLINK(1),0\r\n\'-1,2\r\n');
  });

  it("leaves an empty cell for a missing value", () => {
    expect(
      toCsv([{ header: "Share", value: (row: { share: number | null }) => row.share }], [{ share: null }]),
    ).toBe("Share\r\n\r\n");
  });
});
