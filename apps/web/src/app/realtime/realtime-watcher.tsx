import { lazy, Suspense } from "react";
import { useSession } from "@/lib/auth/session";

/* The stream code and the confirmation dialog load only for a signed-in person, off the first page's path. */
const RealtimeBridge = lazy(() =>
  import("./realtime-bridge").then((module) => ({ default: module.RealtimeBridge })),
);

/** Keeps the realtime stream open while someone is signed in; signing out closes it. */
export function RealtimeWatcher() {
  const { data: session } = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge key={session.user.id} />
    </Suspense>
  );
}
