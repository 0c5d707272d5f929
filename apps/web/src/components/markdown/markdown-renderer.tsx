import {
  EXTERNAL_LINK_REL,
  inAppPath,
  isMentionPath,
  isSafeLinkDestination,
  MARKDOWN_HEADING_TAG,
  type PersonRef,
  remarkMentionLinks,
} from "@hatchery/shared";
import { type ComponentProps, type ReactNode, useMemo } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";

/** The server's link rule, applied again when showing: an unsafe destination becomes no link at all. */
function keepSafeUrl(url: string): string {
  return isSafeLinkDestination(url) ? url : "";
}

type Mentioned = readonly Pick<PersonRef, "name" | "handle">[];

/** A mention stands out from the text around it, as the person's name in a chip. */
const MENTION_CLASS = "rounded-sm bg-primary/10 px-0.5 font-medium text-primary no-underline hover:underline";

function MarkdownLink({
  href,
  children,
  mentions = [],
}: {
  href?: string;
  children: ReactNode;
  mentions?: Mentioned;
}) {
  if (!href) return <>{children}</>;
  if (href.startsWith("#")) return <a href={href}>{children}</a>;
  const path = inAppPath(href, window.location.href);
  if (path !== undefined && isMentionPath(path, mentions)) {
    return (
      <Link to={path} className={MENTION_CLASS}>
        {children}
      </Link>
    );
  }
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
 * elements. Raw HTML in the text is shown as text, never as markup; links follow the server's rules. The
 * people it mentions link to their profiles.
 */
export default function MarkdownRenderer({
  source,
  mentions = [],
}: {
  source: string;
  mentions?: Mentioned;
}) {
  const components = useMemo<Components>(
    () =>
      mentions.length === 0
        ? COMPONENTS
        : {
            ...COMPONENTS,
            a: ({ href, children }) => (
              <MarkdownLink href={href} mentions={mentions}>
                {children}
              </MarkdownLink>
            ),
          },
    [mentions],
  );
  const remarkPlugins = useMemo(
    () => (mentions.length === 0 ? REMARK_PLUGINS : [...REMARK_PLUGINS, remarkMentionLinks(mentions)]),
    [mentions],
  );
  return (
    <Markdown remarkPlugins={remarkPlugins} urlTransform={keepSafeUrl} components={components}>
      {source}
    </Markdown>
  );
}
