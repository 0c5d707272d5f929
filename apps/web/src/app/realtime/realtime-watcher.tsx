import { useSession } from "@/lib/auth/session";
import { lazyPart } from "@/lib/lazy-part";
import { useAfterFirstContent } from "@/lib/use-after-first-content";

/*
 * The stream code and the confirmation dialog load only for a signed-in person, once the first page has
 * drawn its content: the stream resumes from the point the page was sent with (its events-from meta), so
 * it replays what changed meanwhile.
 */
const RealtimeBridge = lazyPart(() => import("./realtime-bridge").then((module) => module.RealtimeBridge));

/** Keeps the realtime stream open while someone is signed in; signing out closes it. */
export function RealtimeWatcher() {
  const { data: session } = useSession();
  const afterFirstContent = useAfterFirstContent();
  if (!session || !afterFirstContent) return null;
  return <RealtimeBridge key={session.user.id} />;
}
