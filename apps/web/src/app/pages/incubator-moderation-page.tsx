import { Link, useParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { useIncubator } from "@/features/incubators/api/get-incubator";
import { ModerationQueue } from "@/features/moderation/components/moderation-queue";

/**
 * `/incubators/{slug}/moderation`: the reports on an incubator's content (its feed, its teams' feeds,
 * its channels) for its owner; the server answers no one else but administrators (decision 055).
 */
export function IncubatorModerationPage() {
  const { slug = "" } = useParams();
  const incubator = useIncubator(slug);
  const name = incubator.data?.incubator.name;
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={name ?? "Incubator"}
        title="Incubator moderation"
        lead={
          <>
            Reports on what was written in this incubator.{" "}
            <Link to={`/incubators/${slug}`} className="underline underline-offset-4">
              Back to the incubator
            </Link>
          </>
        }
      />
      <ModerationQueue incubatorSlug={slug} />
    </PageContainer>
  );
}
