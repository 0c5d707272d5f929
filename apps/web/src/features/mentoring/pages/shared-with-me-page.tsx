import { MENTORING_SHARED_PATH } from "@hatchery/shared";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { usePracticeShare } from "../api/get-practice-share";
import { usePracticeSharesWithMe } from "../api/list-practice-shares-with-me";
import { PracticeShareTextReview } from "../components/practice-share-review";

function SharedResult({ shareId, viewerId }: { shareId: string; viewerId: string }) {
  const detail = usePracticeShare(shareId);
  if (detail.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading the shared result…
      </p>
    );
  }
  if (detail.isError) {
    return (
      <p role="alert" className="text-destructive">
        {detail.error instanceof ApiError && detail.error.status === 404
          ? "This result is not shared with you, or no longer: its owner may have stopped sharing it."
          : `The shared result could not be loaded: ${detail.error.message}`}
      </p>
    );
  }
  const { share, texts, comments } = detail.data;
  return (
    <section aria-labelledby="shared-result" className="space-y-4">
      <div className="space-y-1">
        <h2 id="shared-result" className="text-2xl font-semibold">
          {share.owner.name}: {share.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          Practised {formatDateTime(share.practisedAt)}, shared {formatDateTime(share.createdAt)}
        </p>
        {share.message && (
          <blockquote className="border-l-4 pl-3 whitespace-pre-wrap" aria-label="Message from the mentee">
            {share.message}
          </blockquote>
        )}
      </div>
      {texts.map((text) => (
        <PracticeShareTextReview
          key={text.id}
          shareId={share.id}
          text={text}
          comments={comments.filter((comment) => comment.textId === text.id)}
          viewerId={viewerId}
        />
      ))}
    </section>
  );
}

/**
 * /mentoring/shared (decision 051): the practice results mentees share with the signed-in mentor, and
 * the chosen one (`?share=`) to read and comment on.
 */
export function SharedWithMePage() {
  const [params] = useSearchParams();
  const selected = params.get("share");
  const session = useSession();
  const shares = usePracticeSharesWithMe();
  const viewerId = session.data?.user.id ?? "";
  return (
    <PageContainer className="space-y-8 pb-16">
      <PageHeader
        title="Shared with me"
        lead="Interview answers and introductions your mentees shared with you. Select words in an answer to comment on them."
        className="pt-6"
      />
      <section aria-labelledby="shared-list" className="space-y-3">
        <h2 id="shared-list" className="text-xl font-semibold">
          Shared results
        </h2>
        {shares.isPending ? (
          <p role="status" className="text-muted-foreground">
            Loading what was shared with you…
          </p>
        ) : shares.isError ? (
          <p role="alert" className="text-destructive">
            What was shared with you could not be loaded: {shares.error.message}
          </p>
        ) : shares.data.items.length === 0 ? (
          <p className="text-muted-foreground">Nothing is shared with you yet.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {shares.data.items.map((share) => (
              <li key={share.id}>
                <Link
                  to={`${MENTORING_SHARED_PATH}?share=${share.id}`}
                  aria-current={share.id === selected ? "page" : undefined}
                  className={cn(
                    "block p-3 hover:bg-accent focus-visible:bg-accent",
                    share.id === selected && "bg-accent font-medium",
                  )}
                >
                  <span className="block">
                    {share.owner.name}: {share.title}
                  </span>
                  <span className="block text-sm text-muted-foreground">
                    Shared {formatDateTime(share.createdAt)}, {share.commentCount}{" "}
                    {share.commentCount === 1 ? "comment" : "comments"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected && <SharedResult key={selected} shareId={selected} viewerId={viewerId} />}
    </PageContainer>
  );
}
