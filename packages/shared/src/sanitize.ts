import sanitizeHtml from "sanitize-html";
import { createSignUpSchema } from "./validation/auth-forms";
import { collapseWhitespace } from "./validation/text";

/**
 * No tag or attribute survives, so script tags, event handlers, iframes, styles, objects and embeds
 * all go. The elements listed here also lose their content, which is code or fallback, never prose.
 */
const DISCARD_ALL_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
    "xmp",
    "noembed",
    "noframes",
  ],
};

/** sanitize-html escapes exactly these in text; undoing them turns its output back into plain text. */
const TEXT_ESCAPES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
};

function htmlToPlainText(html: string): string {
  return sanitizeHtml(html, DISCARD_ALL_MARKUP).replace(
    /&(?:amp|lt|gt|quot);/g,
    (entity) => TEXT_ESCAPES[entity] ?? "",
  );
}

/** Entity-encoded markup (`&lt;script&gt;`) becomes markup once decoded, so decoding repeats a few times. */
const NAME_DECODE_PASSES = 3;

/**
 * Turns a submitted first or last name into plain text: every tag removed (script and style content
 * with it), entities decoded, control characters and angle brackets dropped, the colon of a
 * javascript:, vbscript: or data: scheme removed, whitespace collapsed and trimmed.
 */
export function sanitizeName(value: string): string {
  let text = htmlToPlainText(value);
  for (let pass = 1; pass < NAME_DECODE_PASSES && text.includes("<"); pass++) text = htmlToPlainText(text);
  const withoutMarkupCharacters = text.replace(/[<>]/g, "").replace(/\p{Cc}/gu, " ");
  // Removing only the colon(s) cannot assemble a new scheme from the surrounding text.
  return collapseWhitespace(withoutMarkupCharacters.replace(/\b(javascript|vbscript|data)(?:\s*:)+/gi, "$1"));
}

/** The server's sign-up schema: the shared sign-up rules with names passed through `sanitizeName`. */
export const sanitizedSignUpSchema = createSignUpSchema(sanitizeName);

const SAFE_LINK_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];

const NAMED_URL_ENTITIES: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  quest: "?",
  num: "#",
  amp: "&",
  lt: "<",
};

function decodeUrlEntities(value: string): string {
  return value.replace(
    /&(?:#x([0-9a-f]{1,8})|#(\d{1,10})|([a-z]+));?/gi,
    (entity, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED_URL_ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : "\uFFFD";
    },
  );
}

/**
 * Whether a markdown link destination may stay. It is read the way a renderer and a browser would
 * (entities decoded, backslash escapes and control characters dropped, a leading `<` ignored); a
 * destination is safe when it has no scheme before its first `/`, `?` or `#`, or an allowed one.
 */
function isSafeLinkDestination(destination: string): boolean {
  const url = decodeUrlEntities(destination)
    .replace(/[\\\p{Cc}]/gu, "")
    .replace(/^[\s<]+/, "")
    .toLowerCase();
  const colon = url.indexOf(":");
  if (colon === -1) return true;
  const pathStart = url.search(/[/?#]/);
  if (pathStart !== -1 && pathStart < colon) return true;
  return SAFE_LINK_SCHEMES.includes(url.slice(0, colon));
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** CommonMark autolinks: `<scheme:anything-but-space-or-angle-brackets>` and `<user@host>`. */
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}):([^\s<>\p{Cc}]*)>/gu;
const EMAIL_AUTOLINK =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/g;

/** An autolink rewritten as an inline link, so the output carries no `<` at all. */
function inlineLink(text: string, destination: string): string {
  const escapedText = text.replace(ASCII_PUNCTUATION, "\\$&");
  const escapedDestination = destination.replace(/[()\\]/g, (character) =>
    character === "(" ? "%28" : character === ")" ? "%29" : "%5C",
  );
  return `[${escapedText}](${escapedDestination})`;
}

function rewriteAutolinks(markdown: string): string {
  return markdown
    .replace(URI_AUTOLINK, (_autolink, scheme: string, rest: string) =>
      SAFE_LINK_SCHEMES.includes(scheme.toLowerCase())
        ? inlineLink(`${scheme}:${rest}`, `${scheme}:${rest}`)
        : "",
    )
    .replace(EMAIL_AUTOLINK, (_autolink, address: string) => inlineLink(address, `mailto:${address}`));
}

/**
 * Removes all HTML while leaving the text byte for byte, except that a literal `<` stays escaped as
 * `&lt;` (which markdown renders as `<`). Every `&` is escaped first so the only escapes in the
 * sanitiser's output are its own, and undoing `&amp;` and `&gt;` restores the text exactly.
 */
function stripHtmlFromMarkdown(markdown: string): string {
  const sanitized = sanitizeHtml(markdown.replace(/&/g, "&amp;"), {
    ...DISCARD_ALL_MARKUP,
    parser: { decodeEntities: false },
  });
  return sanitized.replace(/&(?:amp|gt);/g, (entity) => (entity === "&amp;" ? "&" : ">"));
}

/**
 * Destinations of inline links and images (`](…)`) and of reference definitions (`]: …`), wherever they
 * appear; one level of balanced parentheses is part of the destination, as in `javascript:alert(1)`.
 */
const LINK_DESTINATION = /(\](?:\(|:)\s*)((?:[^\s()]|\([^\s()]*\))+)/g;

function neutralizeUnsafeLinks(markdown: string): string {
  return markdown.replace(LINK_DESTINATION, (link, opening: string, destination: string) =>
    isSafeLinkDestination(destination) ? link : `${opening}#`,
  );
}

/**
 * Markdown with every piece of HTML removed (tags, attributes, script and style content), autolinks
 * kept as inline links when their scheme is http, https, mailto or tel and dropped otherwise, and any
 * link or image destination with another scheme (javascript:, data:, vbscript:, …, however encoded)
 * replaced by `#`. The result contains no `<` character.
 */
export function sanitizeMarkdown(value: string): string {
  return neutralizeUnsafeLinks(stripHtmlFromMarkdown(rewriteAutolinks(value.replaceAll("\u0000", ""))));
}
