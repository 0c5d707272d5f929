import { PROJECT_STATUS_LABELS, type ProjectStatus } from "@hatchery/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const STATUS_VARIANTS: Record<ProjectStatus, BadgeProps["variant"]> = {
  idea: "outline",
  in_progress: "secondary",
  launched: "default",
  paused: "outline",
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
