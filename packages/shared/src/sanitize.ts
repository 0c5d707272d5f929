import sanitizeHtml from "sanitize-html";
import { isSafeLinkDestination, SAFE_LINK_SCHEMES } from "./links";
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

/** What HTML reads as the start of a tag, a comment or a declaration: `<` then a letter, `/`, `!` or `?`. */
const MARKUP_OPENER = /<(?=[A-Za-z/!?])/;

/**
 * Turns a submitted first or last name into plain text (SPEC §5): every tag removed (script and style
 * content with it), entities decoded, control characters made spaces, the colon of a javascript:,
 * vbscript: or data: scheme removed, whitespace collapsed and trimmed. A `<` or `>` that is no markup
 * (`Tom <3`, `a > b`) is the person's text and stays; a `<` that would still open a tag after the last
 * decoding pass goes. Every other one-line text is kept as typed (`plainTextLine`, decision 028).
 */
export function sanitizeName(value: string): string {
  let text = htmlToPlainText(value);
  for (let pass = 1; pass < NAME_DECODE_PASSES && MARKUP_OPENER.test(text); pass++) {
    text = htmlToPlainText(text);
  }
  const withoutMarkup = text.replace(new RegExp(MARKUP_OPENER, "g"), "").replace(/\p{Cc}/gu, " ");
  // Removing only the colon(s) cannot assemble a new scheme from the surrounding text.
  return collapseWhitespace(withoutMarkup.replace(/\b(javascript|vbscript|data)(?:\s*:)+/gi, "$1"));
}

/** The server's sign-up schema: the shared sign-up rules with names passed through `sanitizeName`. */
export const sanitizedSignUpSchema = createSignUpSchema(sanitizeName);

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
 * Elements whose content `DISCARD_ALL_MARKUP` drops along with them, up to their closing tag (`embed` is
 * void: it has no content, so it drops nothing).
 */
const CONTENT_DROPPING_TAGS: ReadonlySet<string> = new Set(
  DISCARD_ALL_MARKUP.nonTextTags?.filter((tag) => tag !== "embed"),
);

/**
 * A complete comment, a complete tag (up to the first `>` outside a quoted value), or a `<` that starts
 * neither. Only complete markup is handed to the sanitiser; every other `<` is the person's text.
 */
const MARKUP_OR_BRACKET = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][^\s/>]*)(?:"[^"]*"|'[^']*'|[^"'>])*>|</g;

/**
 * Escapes as `&lt;` every `<` that would make the sanitiser drop the text after it: one that starts no
 * complete tag or comment (`<img src=x … and the rest`, `<!-- never closed`), and the opening tag of an
 * element that drops its content when nothing closes it (`We teach the <title> element.`). Those words
 * are the person's, and as text they are harmless.
 */
function escapeUnclosedMarkup(html: string): string {
  const escapedAt = new Set<number>();
  const openingTagsAt = new Map<string, number[]>();
  for (const match of html.matchAll(MARKUP_OR_BRACKET)) {
    const [markup, slash, name] = match;
    if (markup === "<") escapedAt.add(match.index);
    if (name === undefined) continue;
    const tagName = name.toLowerCase();
    if (!CONTENT_DROPPING_TAGS.has(tagName)) continue;
    const openings = openingTagsAt.get(tagName) ?? [];
    if (slash) openings.pop();
    else openings.push(match.index);
    openingTagsAt.set(tagName, openings);
  }
  for (const openings of openingTagsAt.values()) for (const index of openings) escapedAt.add(index);
  return html.replace(/</g, (bracket, index: number) => (escapedAt.has(index) ? "&lt;" : bracket));
}

/** What the HTML and markdown parsers read as the start of markup: `<` then a letter, `/`, `!` or `?`. */
const STARTS_MARKUP = /[A-Za-z/!?]/;

/**
 * Removes all complete HTML (tags, attributes, comments, and the content of scripts, styles and the like)
 * while leaving the rest of the text byte for byte, `<` included, except that a `<` which would start
 * markup stays escaped as `&lt;` (which markdown renders as `<`). Every `&` is escaped first so the only
 * escapes in the sanitiser's output are its own and ours, and undoing them restores the text exactly.
 */
function stripHtmlFromMarkdown(markdown: string): string {
  const sanitized = sanitizeHtml(escapeUnclosedMarkup(markdown.replace(/&/g, "&amp;")), {
    ...DISCARD_ALL_MARKUP,
    parser: { decodeEntities: false },
  });
  return sanitized.replace(/&(amp|gt|lt);/g, (entity, name: string, index: number) => {
    if (name === "amp") return "&";
    if (name === "gt") return ">";
    return STARTS_MARKUP.test(sanitized.charAt(index + entity.length)) ? entity : "<";
  });
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
 * replaced by `#`. Text that is not complete markup is kept: the result contains no `<` that starts a
 * tag, and text without markup comes back exactly as it was sent.
 */
export function sanitizeMarkdown(value: string): string {
  return neutralizeUnsafeLinks(stripHtmlFromMarkdown(rewriteAutolinks(value.replaceAll("\u0000", ""))));
}
