/*
 * Which link destinations content may keep: the rule the server's markdown sanitiser applies when a
 * description is saved and the web's markdown renderer applies again when it is shown. It has no
 * dependencies, so the web can use it without the sanitiser.
 */

export const SAFE_LINK_SCHEMES: readonly string[] = ["http", "https", "mailto", "tel"];

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
export function isSafeLinkDestination(destination: string): boolean {
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

/** Links written by people lead elsewhere on their say-so: the page keeps no tie to them and vouches for none. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow ugc";

/** Within a page's outline every heading of a text written by people sits at one level, below the page's own. */
export const MARKDOWN_HEADING_TAG = "h3";
