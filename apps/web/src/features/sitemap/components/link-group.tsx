import { Link } from "react-router";

export interface SitemapLink {
  key: string;
  to: string;
  label: string;
  /** What the link belongs to (an incubator, a team), after it. */
  note?: string;
}

const LINK_CLASS = "rounded-sm text-primary underline-offset-4 hover:underline";
/* A link followed by its note sits in a line of text: underlined, it is told apart by more than colour. */
const LINK_IN_TEXT_CLASS = "rounded-sm text-primary underline underline-offset-4";

/**
 * One group of the sitemap's links read from the API (incubators, teams, courses…), a region named by
 * its heading; nothing while it has none. `more` ends a group that shows only its first links with the
 * way to the rest.
 */
export function LinkGroup({
  id,
  title,
  links,
  more,
}: {
  id: string;
  title: string;
  links: readonly SitemapLink[];
  more?: { to: string; label: string } | false;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={link.note ? LINK_IN_TEXT_CLASS : LINK_CLASS}>
              {link.label}
            </Link>
            {link.note && <span className="text-sm text-muted-foreground"> · {link.note}</span>}
          </li>
        ))}
        {more && (
          <li>
            <Link to={more.to} className={`${LINK_CLASS} font-medium`}>
              {more.label}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
