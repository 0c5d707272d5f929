import { isSafeLinkDestination } from "@hatchery/shared";
import type { ComponentProps, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";
import { isSameSitePath } from "@/lib/same-site-path";

/** Links written by people lead elsewhere on their say-so: the page keeps no tie to them and vouches for none. */
const EXTERNAL_LINK_REL = "noopener noreferrer nofollow ugc";

/** The server's link rule, applied again when showing: an unsafe destination becomes no link at all. */
function keepSafeUrl(url: string): string {
  return isSafeLinkDestination(url) ? url : "";
}

/**
 * The in-app path a link leads to, read the way the browser reads it (relative to this page, `\` as
 * `/`), or undefined when it leads to another site.
 */
function inAppPath(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path) ? path : undefined;
}

function MarkdownLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (href.startsWith("#")) return <a href={href}>{children}</a>;
  const path = inAppPath(href);
  if (path !== undefined) return <Link to={path}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel={EXTERNAL_LINK_REL}>
      {children}
    </a>
  );
}

/** Within the page's outline every heading of the text sits at one level, below the section's own. */
function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
  return <h3 {...props} />;
}

const COMPONENTS: Components = {
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  // The page's security policy loads no image from elsewhere, so an image is offered as a link to it.
  img: ({ src, alt }) => (
    <MarkdownLink href={typeof src === "string" ? src : undefined}>{alt || src}</MarkdownLink>
  ),
  h1: Heading,
  h2: Heading,
  h3: Heading,
  h4: Heading,
  h5: Heading,
  h6: Heading,
};

const REMARK_PLUGINS = [remarkGfm];

/**
 * Markdown (CommonMark with GitHub's tables, strikethrough, task lists and bare-address links) as React
 * elements. Raw HTML in the text is shown as text, never as markup; links follow the server's rules.
 */
export default function MarkdownRenderer({ source }: { source: string }) {
  return (
    <Markdown remarkPlugins={REMARK_PLUGINS} urlTransform={keepSafeUrl} components={COMPONENTS}>
      {source}
    </Markdown>
  );
}
