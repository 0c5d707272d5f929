import { NotificationBell } from "@/features/notifications/components/notification-bell";
import type { Session } from "@/lib/auth/session";
import { AccountMenu } from "./account-menu";

/** What the header shows someone signed in: the notification bell and the account menu, in one chunk. */
export function SignedInControls({ session }: { session: Session | undefined }) {
  return (
    <>
      <NotificationBell />
      <AccountMenu session={session} />
    </>
  );
}
