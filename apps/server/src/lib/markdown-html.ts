import {
  EXTERNAL_LINK_REL,
  inAppPath,
  isSafeLinkDestination,
  MARKDOWN_HEADING_TAG,
  MENTION_LINK_CLASS,
  type PersonRef,
  remarkMentionLinks,
} from "@hatchery/shared";
import type { Element, ElementContent, Root as HtmlRoot, Properties } from "hast";
import type { RootContent as MarkdownContent, Root as MarkdownRoot } from "mdast";
import type { Plugin } from "unified";
import type { VFile } from "vfile";

/*
 * Markdown written by people (descriptions), rendered to HTML once here rather than in every browser:
 * the pages that show a description paint it from the first answer, without loading a markdown parser
 * (decision 005). The rules are the browser renderer's (apps/web/src/components/markdown), from the same
 * shared constants: CommonMark with GitHub's extensions, raw HTML shown as text, links kept only when
 * safe, links to this site left for the app to follow and every other link opened apart, headings at one
 * level, images offered as links, the people it mentions linked to their profiles. A text may show images from one folder of this site's uploads only
 * (`imagesFrom`: a course's lessons, decision 050); every other image stays a link. The result then
 * goes through an allow-list sanitiser, so only the elements and attributes markdown makes can reach a
 * page.
 */

/** Texts rendered lately, by site and source: a description is read far more often than it changes. */
const RENDERED_LIMIT = 500;
const rendered = new Map<string, string>();

type RenderedFile = { value: string; data: { siteUrl: string; imagesFrom: string } };
type Processor = {
  parse: (file: RenderedFile) => MarkdownRoot;
  runSync: (tree: MarkdownRoot, file: RenderedFile) => HtmlRoot;
  stringify: (tree: HtmlRoot, file: RenderedFile) => string;
};

/** What an uploaded image's stored name looks like: random letters, then its type's extension. */
const UPLOADED_IMAGE_NAME = /^[A-Za-z0-9_-]+\.(jpg|png|gif|webp)$/;

export interface MarkdownHtmlOptions {
  /**
   * The path (with its trailing slash) under which this site serves the uploaded images the text may
   * show, such as `/api/files/lesson-images/`. Without it, or for an image anywhere else, the image is
   * offered as a link.
   */
  imagesFrom?: string;
  /** The people the text mentions: each `@Name` of theirs links to their profile, as a mention. */
  mentions?: readonly Pick<PersonRef, "name" | "handle">[];
}
let processorLoading: Promise<Processor> | undefined;

/** The pipeline's modules load on first use, so the server's start does not wait for them. */
function loadProcessor(): Promise<Processor> {
  processorLoading ??= (async () => {
    const [
      { unified },
      { default: remarkParse },
      { default: remarkGfm },
      { default: remarkRehype },
      { default: rehypeSanitize, defaultSchema },
      { default: rehypeStringify },
    ] = await Promise.all([
      import("unified"),
      import("remark-parse"),
      import("remark-gfm"),
      import("remark-rehype"),
      import("rehype-sanitize"),
      import("rehype-stringify"),
    ]);
    const schema = {
      ...defaultSchema,
      // The only ids are the footnotes' own, which remark-rehype has already prefixed.
      clobberPrefix: "",
      attributes: {
        ...defaultSchema.attributes,
        a: [
          ...(defaultSchema.attributes?.a ?? []).filter(
            (attribute) => !(Array.isArray(attribute) && attribute[0] === "className"),
          ),
          ["className", "data-footnote-backref", MENTION_LINK_CLASS] as [string, ...string[]],
          "target",
          "rel",
        ],
        img: [...(defaultSchema.attributes?.img ?? []), "loading", "decoding"],
      },
    };
    return unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRawHtmlAsText)
      .use(remarkRehype)
      .use(rehypeLinkAndHeadingRules)
      .use(rehypeSanitize, schema)
      .use(rehypeStringify) as unknown as Processor;
  })();
  return processorLoading;
}

/** Raw HTML in the text is shown as the person typed it, never as markup. */
function rawHtmlAsText(tree: MarkdownRoot): void {
  const visit = (nodes: MarkdownContent[]) => {
    for (const [index, node] of nodes.entries()) {
      if (node.type === "html") nodes[index] = { type: "text", value: node.value };
      else if ("children" in node) visit(node.children as MarkdownContent[]);
    }
  };
  visit(tree.children);
}

function stringProperty(properties: Properties, name: string): string | undefined {
  const value = properties[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * A link element for `href`, or its content alone when the destination may not be kept. `siteUrl` is
 * the site's address: links that lead to its pages are left for the app to follow.
 */
function linkOrContent(
  href: string | undefined,
  children: ElementContent[],
  siteUrl: string,
  className?: string[],
): ElementContent[] {
  if (!href || !isSafeLinkDestination(href)) return children;
  const properties: Properties = { href };
  if (!href.startsWith("#") && inAppPath(href, siteUrl) === undefined) {
    properties.target = "_blank";
    properties.rel = EXTERNAL_LINK_REL.split(" ");
  } else if (className !== undefined) {
    // A mention (or a footnote's link back), which the sanitiser's allow-list checks again.
    properties.className = className;
  }
  return [{ type: "element", tagName: "a", properties, children }];
}

function classNamesOf(properties: Properties): string[] | undefined {
  const value = properties.className;
  return Array.isArray(value) ? value.map(String) : undefined;
}

const HEADING = /^h[1-6]$/;

/**
 * The site-relative address of an image the text may show: on this site, under `imagesFrom`, an
 * uploaded image's name with nothing after it. Undefined for anything else.
 */
function allowedImageSource(
  src: string | undefined,
  siteUrl: string,
  imagesFrom: string,
): string | undefined {
  if (!src || !imagesFrom) return undefined;
  const path = inAppPath(src, siteUrl);
  if (!path?.startsWith(imagesFrom)) return undefined;
  return UPLOADED_IMAGE_NAME.test(path.slice(imagesFrom.length)) ? path : undefined;
}

function applyLinkAndHeadingRules(tree: HtmlRoot, file: VFile): void {
  const siteUrl = String(file.data.siteUrl ?? "");
  const imagesFrom = String(file.data.imagesFrom ?? "");
  const visit = (parent: { children: ElementContent[] }) => {
    parent.children = parent.children.flatMap((node): ElementContent[] => {
      if (node.type !== "element") return [node];
      visit(node);
      if (HEADING.test(node.tagName)) return [{ ...node, tagName: MARKDOWN_HEADING_TAG }];
      if (node.tagName === "a")
        return linkOrContent(
          stringProperty(node.properties, "href"),
          node.children,
          siteUrl,
          classNamesOf(node.properties),
        );
      if (node.tagName === "img") {
        const src = stringProperty(node.properties, "src");
        const alt = stringProperty(node.properties, "alt");
        const shown = allowedImageSource(src, siteUrl, imagesFrom);
        if (shown !== undefined) {
          const properties: Properties = { src: shown, alt: alt ?? "", loading: "lazy", decoding: "async" };
          return [{ type: "element", tagName: "img", properties, children: [] }];
        }
        // The page's security policy loads no image from elsewhere, and an image from elsewhere would
        // tell that site who reads the page, so any other image is offered as a link to it.
        return linkOrContent(src, [{ type: "text", value: alt || src || "" }], siteUrl);
      }
      return [node as Element];
    });
  };
  visit(tree as unknown as { children: ElementContent[] });
}

const remarkRawHtmlAsText: Plugin<[], MarkdownRoot> = () => rawHtmlAsText;
const rehypeLinkAndHeadingRules: Plugin<[], HtmlRoot> = () => applyLinkAndHeadingRules;

/** `source` (stored, sanitised markdown) as safe HTML for a page of the site at `siteUrl` (PUBLIC_URL). */
export async function renderMarkdownHtml(
  source: string,
  siteUrl: string,
  { imagesFrom = "", mentions = [] }: MarkdownHtmlOptions = {},
): Promise<string> {
  // The same text mentioning other people (or renamed ones) links other names.
  const mentioned = mentions.map((person) => `@${person.handle} ${person.name}`).join("\n");
  return renderOnce(source, siteUrl, imagesFrom, mentioned, (processor, file) => {
    const tree = processor.parse(file);
    if (mentions.length > 0) remarkMentionLinks(mentions)()(tree);
    return processor.stringify(processor.runSync(tree, file), file);
  });
}

type MarkdownProcessor = Awaited<ReturnType<typeof loadProcessor>>;

/**
 * The remembered HTML of `source` for this site, image folder and mentioned people, or `render`'s,
 * remembered.
 */
async function renderOnce(
  source: string,
  siteUrl: string,
  imagesFrom: string,
  mentioned: string,
  render: (
    processor: MarkdownProcessor,
    file: { value: string; data: { siteUrl: string; imagesFrom: string } },
  ) => string,
): Promise<string> {
  const key = `${siteUrl}\n${imagesFrom}\n${mentioned}\n\n${source}`;
  const cached = rendered.get(key);
  if (cached !== undefined) return cached;
  const processor = await loadProcessor();
  const html = render(processor, {
    value: source,
    data: { siteUrl: new URL("/", siteUrl).href, imagesFrom },
  });
  remember(key, html);
  return html;
}

/**
 * The same from `source` parsed already (remark-parse with remark-gfm): the content loader parses each
 * file once for its links, text and HTML. The tree is changed on the way (raw HTML becomes text).
 */
export async function renderMarkdownTreeHtml(
  tree: MarkdownRoot,
  source: string,
  siteUrl: string,
  { imagesFrom = "" }: MarkdownHtmlOptions = {},
): Promise<string> {
  return renderOnce(source, siteUrl, imagesFrom, "", (processor, file) =>
    processor.stringify(processor.runSync(tree, file), file),
  );
}

function remember(key: string, html: string): void {
  if (rendered.size >= RENDERED_LIMIT) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  rendered.set(key, html);
}
