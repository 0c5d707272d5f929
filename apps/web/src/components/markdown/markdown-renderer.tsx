import { EXTERNAL_LINK_REL, inAppPath, isSafeLinkDestination, MARKDOWN_HEADING_TAG } from "@hatchery/shared";
import type { ComponentProps, ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";

/** The server's link rule, applied again when showing: an unsafe destination becomes no link at all. */
function keepSafeUrl(url: string): string {
  return isSafeLinkDestination(url) ? url : "";
}

function MarkdownLink({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (href.startsWith("#")) return <a href={href}>{children}</a>;
  const path = inAppPath(href, window.location.href);
  if (path !== undefined) return <Link to={path}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel={EXTERNAL_LINK_REL}>
      {children}
    </a>
  );
}

/** Within the page's outline every heading of the text sits at one level, below the section's own. */
function Heading({ node: _node, ...props }: ComponentProps<"h3"> & { node?: unknown }) {
  const Tag = MARKDOWN_HEADING_TAG;
  return <Tag {...props} />;
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
