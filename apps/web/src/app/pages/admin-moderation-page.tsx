import { AdminFrame } from "@/features/admin/components/admin-frame";
import { ModerationQueue } from "@/features/moderation/components/moderation-queue";

/** `/admin/moderation`: every report on the platform, for administrators (decision 055). */
export function AdminModerationPage() {
  return (
    <AdminFrame
      title="Moderation"
      lead="Reported posts, comments, chat messages and reviews: hide or restore them, dismiss the reports or warn the author."
    >
      <ModerationQueue incubatorSlug={null} />
    </AdminFrame>
  );
}
