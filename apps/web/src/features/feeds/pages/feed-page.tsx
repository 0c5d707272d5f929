import {
  FEED_MODE_EXPLANATIONS,
  FEED_POST_MAX_LENGTH,
  FEED_TOP_WINDOW_DAYS,
  type FeedItem,
  type FeedMode,
  type FeedScope,
} from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";
import { useRevealedCount } from "@/lib/use-revealed-count";
import { cn } from "@/lib/utils";
import { useCreatePost } from "../api/feed-item-mutations";
import type { FeedTarget } from "../api/feed-target";
import { useFeedItem } from "../api/get-feed-item";
import { itemsOfPages, prependItems, readFeedMode, useFeed, useFeedHead } from "../api/list-feed";
import { groupFeedItems, postsFirst } from "../components/feed-groups";
import { FeedItemCard } from "../components/feed-item-card";
import { FeedItemGroup } from "../components/feed-item-group";
import { FEED_LABEL_CLASS, MarkdownComposer } from "../components/markdown-composer";
import { MuteSettings } from "../components/mute-settings";

const selectClassName =
  "flex h-9 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * The cards rendered with the feed's answer; the rest follow a few per task (decision 071). A phone's
 * screen shows about as many under the composer.
 */
const FIRST_CARDS = 3;

/**
 * The box to post with. `targets` is undefined while the feed loads: the box shows, unusable, where it
 * will be, so the page below it does not move once the feed says where the reader may post (issue 29).
 */
function Composer({ target, targets }: { target: FeedTarget; targets: readonly FeedScope[] | undefined }) {
  const create = useCreatePost(target);
  const [chosen, setChosen] = useState(0);
  const pickerId = useId();
  if (targets === undefined) {
    return (
      <section aria-label="Write a post" aria-busy="true" className="rounded-xl border bg-card p-4 sm:p-5">
        <MarkdownComposer
          scope={null}
          label="Your post"
          placeholder="Share an update, a question or a win…"
          submitLabel="Post"
          pendingLabel="Posting…"
          pending={false}
          maxLength={FEED_POST_MAX_LENGTH}
          onSubmit={async () => undefined}
          disabled
        />
      </section>
    );
  }
  const scope = targets[Math.min(chosen, targets.length - 1)];
  if (!scope) return null;
  return (
    <section aria-label="Write a post" className="rounded-xl border bg-card p-4 sm:p-5">
      <MarkdownComposer
        scope={{ kind: scope.kind, slug: scope.slug }}
        label={targets.length > 1 ? "Your post" : `Post to ${scope.name}`}
        placeholder="Share an update, a question or a win…"
        submitLabel="Post"
        pendingLabel="Posting…"
        pending={create.isPending}
        error={create.isError ? errorMessage(create.error) : undefined}
        maxLength={FEED_POST_MAX_LENGTH}
        onSubmit={(value) => create.mutateAsync({ scope: { kind: scope.kind, slug: scope.slug }, ...value })}
      >
        {targets.length > 1 && (
          <div className="mr-auto flex items-center gap-2">
            <label htmlFor={pickerId} className={FEED_LABEL_CLASS}>
              Post in
            </label>
            <select
              id={pickerId}
              className={selectClassName}
              value={String(chosen)}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {targets.map((one, index) => (
                <option key={`${one.kind}:${one.id}`} value={String(index)}>
                  {one.name} ({one.kind === "team" ? "team" : "incubator"})
                </option>
              ))}
            </select>
          </div>
        )}
      </MarkdownComposer>
    </section>
  );
}

/** "N new posts": the newest items the reader has not seen yet, added on request above what they read. */
function NewPostsPill({
  target,
  newest,
  enabled,
  live,
}: {
  target: FeedTarget;
  newest: FeedItem | undefined;
  enabled: boolean;
  /** Whether the feed's new items reach the reader's stream; if not, the head is read now and then. */
  live: boolean;
}) {
  const head = useFeedHead(target, enabled, live);
  const queryClient = useQueryClient();
  const fresh = useMemo(
    () =>
      newest === undefined
        ? []
        : (head.data ?? []).filter(
            (item) => item.createdAt > newest.createdAt && item.id !== newest.id && item.pinnedAt === null,
          ),
    [head.data, newest],
  );
  return (
    <div aria-live="polite" className="sticky top-16 z-10 flex justify-center empty:hidden">
      {fresh.length > 0 && (
        <Button
          type="button"
          size="sm"
          className="rounded-full shadow-md"
          onClick={() => {
            prependItems(queryClient, target, fresh);
            // The new items go above; the reader moves to the first of them, the rest stays where it was.
            requestAnimationFrame(() => document.getElementById(`post-${fresh[0]?.id}`)?.focus());
          }}
        >
          {fresh.length === 1 ? "1 new post" : `${fresh.length} new posts`}
        </Button>
      )}
    </div>
  );
}

function FeedLoading() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading the feed…
      </p>
      <ul aria-hidden="true" className="grid gap-4">
        {[0, 1, 2].map((key) => (
          <li key={key} className="grid gap-3 rounded-xl border p-5">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </li>
        ))}
      </ul>
    </>
  );
}

function titleOf(target: FeedTarget, scope: FeedScope | null | undefined): string {
  if (target.kind === "home") return "Feed";
  return scope ? `${scope.name} feed` : target.kind === "team" ? "Team feed" : "Incubator feed";
}

function FeedView({ target }: { target: FeedTarget }) {
  const [params, setParams] = useSearchParams();
  const mode = readFeedMode(params.get("mode"));
  const linkedId = params.get("post");
  const feed = useFeed(target, mode);
  /*
   * The first answer renders in slices, the placeholders staying until it has; what follows (a next
   * page, new posts, a reaction) shows at once (decision 071).
   */
  const shown = useDeferredFirstAnswer(feed.data);
  const loading = feed.isPending || (feed.data !== undefined && shown === undefined);
  const linked = useFeedItem(linkedId);
  /*
   * The item a link opened answers 404 once deleted (or hidden): on opening, or on the refetch a
   * feed.item_changed event causes. TanStack Query keeps the last data through a failed refetch, so the
   * card would stay with comments that can no longer be read or added; the page says what happened.
   */
  const linkedGone = linked.isError && linked.error instanceof ApiError && linked.error.status === 404;
  const first = shown?.pages[0];
  const items = useMemo(() => itemsOfPages(shown?.pages), [shown]);
  const pinned = first?.pinned ?? [];
  // The platform's news of one kind in a row takes one card, and in "Latest" a person's post leads
  // (docs/decisions/062-feed-grouping.md). A post a link opened stays a card of its own.
  const entries = useMemo(() => {
    const grouped = groupFeedItems(items, linkedId);
    return mode === "latest" ? postsFirst(grouped) : grouped;
  }, [items, linkedId, mode]);
  // A post a link opened is rendered with the first cards, wherever it is, so it can take the focus.
  const linkedIndex = entries.findIndex((entry) => entry.type === "item" && entry.item.id === linkedId);
  const rendered = Math.max(useRevealedCount(entries.length, FIRST_CARDS, FIRST_CARDS), linkedIndex + 1);

  useEffect(() => {
    if (linked.data) document.getElementById(`post-${linked.data.id}`)?.focus();
  }, [linked.data]);

  const refusal = feed.isError && feed.error instanceof ApiError ? feed.error : undefined;
  if (refusal && (refusal.status === 403 || refusal.status === 404)) {
    const back =
      target.kind === "team"
        ? `/teams/${target.slug}`
        : target.kind === "incubator"
          ? `/incubators/${target.slug}`
          : "/";
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={
            // Read a moment ago: the person's access ended while the page was open (a trial declined).
            feed.data === undefined ? titleOf(target, null) : "Your access to this feed has ended"
          }
          lead={refusal.message}
        />
        <Link
          to={refusal.status === 403 ? back : target.kind === "team" ? "/teams" : "/incubators"}
          className={buttonVariants()}
        >
          {refusal.status === 403 ? "Go to its page" : "Browse"}
        </Link>
      </PageContainer>
    );
  }

  const scope = first?.scope;
  const setMode = (next: FeedMode) => {
    const query = new URLSearchParams(params);
    if (next === "latest") query.delete("mode");
    else query.set("mode", next);
    query.delete("post");
    setParams(query, { replace: true });
  };

  return (
    <PageContainer className="max-w-3xl pb-16">
      <PageHeader
        title={titleOf(target, scope)}
        lead={
          target.kind === "home"
            ? "Everything from your incubators and teams."
            : target.kind === "team"
              ? "What the team shares: posts, launches, milestones and new members."
              : "What the incubator's members share, and what happens in its teams."
        }
        className="pb-6 sm:pb-8"
      />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {scope && (
          <Link
            to={scope.kind === "team" ? `/teams/${scope.slug}` : `/incubators/${scope.slug}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {scope.kind === "team" ? "Team page" : "Incubator page"}
          </Link>
        )}
        {target.kind !== "home" && (
          <Link to="/feed" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            All my feeds
          </Link>
        )}
      </div>

      <div className="grid gap-6">
        {(loading || (first && first.postTargets.length > 0)) && (
          <Composer target={target} targets={first?.postTargets} />
        )}

        <div className="grid gap-2">
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Show</legend>
            {(["latest", "top"] as const).map((choice) => (
              <Button
                key={choice}
                type="button"
                size="sm"
                variant={mode === choice ? "default" : "outline"}
                aria-pressed={mode === choice}
                onClick={() => setMode(choice)}
              >
                {choice === "latest" ? "Latest" : "Top this week"}
              </Button>
            ))}
          </fieldset>
          {(loading || first) && <MuteSettings mutedKinds={first?.mutedKinds} />}
          <p className="text-sm text-muted-foreground">{FEED_MODE_EXPLANATIONS[mode]}</p>
        </div>

        <NewPostsPill
          target={target}
          newest={items[0]}
          enabled={mode === "latest" && feed.isSuccess}
          live={scope?.live ?? true}
        />

        {linkedGone ? (
          <div className="rounded-xl border border-dashed p-6">
            <h2 className="text-lg font-semibold">This post was deleted</h2>
            <p className="mt-1 text-muted-foreground">
              Its author or a moderator removed it, so it and its comments are no longer shown.
            </p>
          </div>
        ) : (
          linked.data &&
          !items.some((item) => item.id === linked.data.id) && (
            <section aria-label="The post you opened">
              <FeedItemCard item={linked.data} showScope={target.kind === "home"} highlight />
            </section>
          )
        )}

        {loading ? (
          <FeedLoading />
        ) : feed.isError ? (
          <Alert variant="destructive">
            <AlertTitle>The feed could not be loaded</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(feed.error)}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => feed.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {pinned.length > 0 && (
              <section aria-label="Pinned posts" className="grid gap-4">
                {pinned.map((item) => (
                  <FeedItemCard
                    key={item.id}
                    item={item}
                    showScope={false}
                    highlight={item.id === linkedId}
                  />
                ))}
              </section>
            )}
            {items.length === 0 && pinned.length === 0 ? (
              <div className="rounded-xl border border-dashed p-8 text-center">
                <h2 className="text-lg font-semibold">Nothing here yet</h2>
                <p className="mt-1 text-muted-foreground">
                  {mode === "top"
                    ? `Nothing was posted in the last ${FEED_TOP_WINDOW_DAYS} days.`
                    : first?.postTargets.length
                      ? "Be the first to post: say hello, share progress or ask for help."
                      : target.kind === "home"
                        ? "Join an incubator or a team to see what its members share."
                        : "When members post, it shows here."}
                </p>
                {target.kind === "home" && first?.postTargets.length === 0 && (
                  <Link to="/incubators" className={cn(buttonVariants(), "mt-4")}>
                    Browse incubators
                  </Link>
                )}
              </div>
            ) : (
              <section aria-label="Posts" className="grid gap-4">
                {entries
                  .slice(0, rendered)
                  .map((entry) =>
                    entry.type === "item" ? (
                      <FeedItemCard
                        key={entry.item.id}
                        item={entry.item}
                        showScope={target.kind === "home"}
                        highlight={entry.item.id === linkedId}
                      />
                    ) : (
                      <FeedItemGroup
                        key={`group-${entry.items[0]?.id}`}
                        kind={entry.kind}
                        items={entry.items}
                        showScope={target.kind === "home"}
                      />
                    ),
                  )}
              </section>
            )}
            {feed.hasNextPage && rendered >= entries.length && (
              <Button
                type="button"
                variant="outline"
                onClick={() => feed.fetchNextPage()}
                disabled={feed.isFetchingNextPage}
                className="justify-self-center"
              >
                {feed.isFetchingNextPage ? "Loading…" : mode === "top" ? "Load more" : "Show older posts"}
              </Button>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}

/** `/feed`: everything from the person's incubators and teams. */
export function HomeFeedPage() {
  return <FeedView target={{ kind: "home" }} />;
}

/** `/incubators/{slug}/feed`: the incubator's feed, for its members. */
export function IncubatorFeedPage() {
  const { slug = "" } = useParams();
  return <FeedView key={slug} target={{ kind: "incubator", slug }} />;
}

/** `/teams/{slug}/feed`: the team's feed, for its members and, for a public team, the incubator's. */
export function TeamFeedPage() {
  const { slug = "" } = useParams();
  return <FeedView key={slug} target={{ kind: "team", slug }} />;
}
