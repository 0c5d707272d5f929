import type { FeedScope } from "@hatchery/shared";

/** Which feed a page shows: the person's own, an incubator's or a team's. */
export type FeedTarget =
  | { kind: "home" }
  | { kind: "incubator"; slug: string }
  | { kind: "team"; slug: string };

/** The feed's name in query keys. */
export function feedKeyOf(target: FeedTarget): string {
  return target.kind === "home" ? "home" : `${target.kind}/${target.slug}`;
}

/** The API path of a feed, also where posts to a scope go. */
export function feedPathOf(target: FeedTarget): string {
  return target.kind === "home"
    ? "/api/feed"
    : `/api/${target.kind === "team" ? "teams" : "incubators"}/${target.slug}/feed`;
}

export function targetOfScope(scope: Pick<FeedScope, "kind" | "slug">): FeedTarget {
  return { kind: scope.kind, slug: scope.slug };
}

/** The page of a scope's feed in the app. */
export function feedPageOf(scope: Pick<FeedScope, "kind" | "slug">): string {
  return scope.kind === "team" ? `/teams/${scope.slug}/feed` : `/incubators/${scope.slug}/feed`;
}

/** A scope named by kind and slug: where a post goes and whose people can be mentioned. */
export interface FeedScopeRef {
  kind: "incubator" | "team";
  slug: string;
}
