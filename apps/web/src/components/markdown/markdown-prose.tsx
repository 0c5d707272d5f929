import { inAppPath } from "@hatchery/shared";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { Prose } from "@/components/page-layout";

/**
 * A description the server has rendered from markdown to safe HTML (apps/server/src/lib/markdown-html.ts),
 * shown as long-form text with no markdown parser in the page. A link to this site is followed in the
 * app, like the links of the browser's own renderer; every other link opens apart, as the HTML says.
 */
export function MarkdownProse({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function followInAppLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!link || link.target || !href || href.startsWith("#")) return;
    const path = inAppPath(href, window.location.href);
    if (path === undefined) return;
    event.preventDefault();
    navigate(path);
  }

  return (
    // The clicks handled are its links' (Enter on a link is a click too); the text itself does nothing.
    <Prose
      className={className}
      onClick={followInAppLink}
      // The server's allow-list sanitiser made this HTML, from markdown whose raw HTML it shows as text.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
