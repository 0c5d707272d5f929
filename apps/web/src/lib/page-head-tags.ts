import {
  documentTitle,
  metaDescription,
  PRODUCT_NAME,
  ROUTE_DESCRIPTIONS,
  SITE_DESCRIPTION,
} from "@hatchery/shared";
import type { DocumentHead } from "./page-head";

/*
 * The head's tags beside the title, as the server writes them (apps/server/src/lib/page-head.ts): loaded
 * after the first view by lib/page-head.ts, which keeps the title itself.
 */

/** A page's description: its own, else its route's words, else the site's, as the server chooses. */
function descriptionOf(head: DocumentHead): string {
  return metaDescription(
    head.description ??
      (head.routeId === undefined ? undefined : ROUTE_DESCRIPTIONS[head.routeId]) ??
      SITE_DESCRIPTION,
  );
}

/** What this module adds to the head is marked as the server marks its own. */
const HEAD_MARK = "data-page-head";

function upsert(
  doc: Document,
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
) {
  let element = doc.head.querySelector(selector);
  if (!element) {
    element = create();
    element.setAttribute(HEAD_MARK, "");
    doc.head.append(element);
  }
  if (element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

function meta(doc: Document, key: "name" | "property", name: string, content: string) {
  upsert(
    doc,
    `meta[${key}="${name}"]`,
    () => {
      const element = doc.createElement("meta");
      element.setAttribute(key, name);
      return element;
    },
    "content",
    content,
  );
}

/** Writes `head` into the document: the title, description, canonical link and tags the server writes. */
export function writeHeadTags(head: DocumentHead, doc: Document = document): void {
  const description = descriptionOf(head);
  const title = documentTitle(head.title);
  if (doc.title !== title) doc.title = title;
  meta(doc, "name", "description", description);
  upsert(
    doc,
    'link[rel="canonical"]',
    () => {
      const element = doc.createElement("link");
      element.rel = "canonical";
      return element;
    },
    "href",
    head.url,
  );
  meta(doc, "property", "og:type", "website");
  meta(doc, "property", "og:site_name", PRODUCT_NAME);
  meta(doc, "property", "og:title", head.title);
  meta(doc, "property", "og:description", description);
  meta(doc, "property", "og:url", head.url);
  meta(doc, "name", "twitter:card", "summary");
}
