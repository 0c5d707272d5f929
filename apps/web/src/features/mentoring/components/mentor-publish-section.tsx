import { mentorProfilePath, type OwnMentorProfile } from "@hatchery/shared";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { usePublishMentorProfile } from "../api/publish-mentor-profile";

/** Whether the profile is listed, its page, and the step that changes it (taking it down asks first). */
export function MentorPublishSection({ profile }: { profile: OwnMentorProfile }) {
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishMentorProfile((_data, published) => ({
    title: published ? "Your profile is published" : "Your profile is hidden",
    description: published
      ? "Members find you in the advisors directory."
      : "Only you can see it until you publish it again.",
  }));
  const published = profile.publishedAt !== null;
  const path = mentorProfilePath(profile.kind, profile.slug);

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={published ? "default" : "outline"}>{published ? "Published" : "Draft"}</Badge>
        <span>
          {published ? "Listed in the advisors directory at " : "Only you can see it, at "}
          <Link to={path} className="font-medium text-primary underline underline-offset-4">
            {path}
          </Link>
        </span>
      </p>
      {publish.isError && !confirming && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(publish.error)}
        </p>
      )}
      <div>
        {published ? (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            Unpublish
          </Button>
        ) : (
          <Button type="button" disabled={publish.isPending} onClick={() => publish.mutate(true)}>
            {publish.isPending ? "Publishing…" : "Publish profile"}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unpublish your mentor profile?"
        description="Your page and your card in the directory disappear until you publish again. Nothing you wrote is lost."
        confirmLabel="Unpublish"
        pendingLabel="Unpublishing…"
        pending={publish.isPending}
        error={publish.isError ? errorMessage(publish.error) : undefined}
        onConfirm={() => publish.mutate(false, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
