import { ChatHeaderButton } from "@/features/chat/components/chat-header-button";
import { MessagesHeaderLink } from "@/features/chat/components/messages-header-link";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useSaveBrowserTimeZone } from "@/features/profile/api/save-browser-time-zone";
import type { Session } from "@/lib/auth/session";
import { useMergeVisitorLibraryProgress } from "@/lib/library-visitor-progress";
import { useAccountTheme } from "@/lib/theme";
import { AccountMenu } from "./account-menu";

/**
 * What the header shows someone signed in: the chat button, the notification bell and the account
 * menu, in one chunk. It also saves the browser's time zone for a person who has none yet, hands
 * the library progress they kept as a visitor to their account, however they signed in, and draws the
 * page in the theme the account chose.
 */
export function SignedInControls({ session }: { session: Session | undefined }) {
  useSaveBrowserTimeZone(session);
  useMergeVisitorLibraryProgress(session !== undefined);
  useAccountTheme(session?.user.theme);
  return (
    <>
      <MessagesHeaderLink />
      <ChatHeaderButton />
      <NotificationBell />
      <AccountMenu session={session} />
    </>
  );
}
