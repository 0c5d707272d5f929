import type { SubscriptionStatus } from "@hatchery/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { STATUS_LABELS } from "../utils/format";

const VARIANTS: Readonly<Record<SubscriptionStatus, BadgeProps["variant"]>> = {
  trial: "accent",
  active: "default",
  past_due: "destructive",
  canceled: "outline",
  pending_payment: "secondary",
  not_completed: "outline",
};

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
