import type { ChatMessage } from "@hatchery/shared";
import { ContentReportDialog } from "@/components/content-report-dialog";
import { useReportChatMessage } from "../api/report-chat-message";

/** Reports a message with a reason; loaded when first opened. */
export function ReportMessageDialog({
  message,
  onOpenChange,
}: {
  message: ChatMessage;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReportChatMessage(message.id, () => ({
    title: "Thank you. The report was sent to the moderators.",
  }));
  return <ContentReportDialog what="message" open onOpenChange={onOpenChange} report={report} />;
}
