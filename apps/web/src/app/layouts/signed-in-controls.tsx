import { ChatHeaderButton } from "@/features/chat/components/chat-header-button";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import type { Session } from "@/lib/auth/session";
import { AccountMenu } from "./account-menu";

/**
 * What the header shows someone signed in: the chat button, the notification bell and the account
 * menu, in one chunk.
 */
export function SignedInControls({ session }: { session: Session | undefined }) {
  return (
    <>
      <ChatHeaderButton />
      <NotificationBell />
      <AccountMenu session={session} />
    </>
  );
}
