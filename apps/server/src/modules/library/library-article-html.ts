import { type LibraryHeading, MARKDOWN_HEADING_TAG } from "@hatchery/shared";

/*
 * The table of contents of an article: its `##` and `###` headings, each with an id put on the rendered
 * HTML's heading. The renderer shows every heading at one level (decision 005), so the depths are read
 * from the markdown, whose headings come in the same order as the HTML's.
 */

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The depth of each ATX heading of the markdown, in order, skipping fenced code. */
function markdownHeadingDepths(markdown: string): number[] {
  const depths: number[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker[0] ?? null;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = ATX_HEADING.exec(line);
    if (heading?.[1]) depths.push(heading[1].length);
  }
  return depths;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ENTITIES[name] ?? "")
    .trim();
}

/** A heading's id from its words: lower-case letters and digits joined by hyphens, numbered when repeated. */
function headingId(text: string, taken: Map<string, number>): string {
  const base =
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section";
  const seen = taken.get(base) ?? 0;
  taken.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen + 1}`;
}

/** The article's HTML with an id on every heading, and the `##`/`###` ones as its table of contents. */
export function articleWithHeadings(
  html: string,
  markdown: string,
): { html: string; headings: LibraryHeading[] } {
  const depths = markdownHeadingDepths(markdown);
  const headings: LibraryHeading[] = [];
  const taken = new Map<string, number>();
  let index = 0;
  const pattern = new RegExp(`<${MARKDOWN_HEADING_TAG}>([\\s\\S]*?)</${MARKDOWN_HEADING_TAG}>`, "g");
  const withIds = html.replace(pattern, (_whole, inner: string) => {
    const text = htmlToText(inner);
    const id = headingId(text, taken);
    // A heading the markdown scan did not see (an underlined one) counts as a section.
    const depth = depths[index] ?? 2;
    index += 1;
    if (depth === 2 || depth === 3) headings.push({ id, text, depth });
    return `<${MARKDOWN_HEADING_TAG} id="${id}">${inner}</${MARKDOWN_HEADING_TAG}>`;
  });
  return { html: withIds, headings };
}
