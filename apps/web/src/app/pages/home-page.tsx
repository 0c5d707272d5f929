import { lazy, Suspense } from "react";
import { HomePage as VisitorHome } from "@/features/home/pages/home-page";
import { useSession } from "@/lib/auth/session";
import { useHydrating } from "@/lib/use-hydrating";

/*
 * What is new for someone signed in loads in its own chunk, only for them: a visitor's first view of `/`
 * (bench/bundle.mjs) does not carry the other areas' cards and queries.
 */
const SignedInHome = lazy(() =>
  import("./signed-in-home").then((module) => ({ default: module.SignedInHome })),
);

/**
 * `/`: the introduction for visitors; for someone signed in, what is new for them. The pre-rendered page
 * is the visitor's (it cannot know the browser's session), so hydration keeps it, and the person's own
 * home follows once the session is known.
 */
export function HomePage() {
  const hydrating = useHydrating();
  const { data: session } = useSession();
  if (hydrating || !session) return <VisitorHome />;
  return (
    <Suspense
      fallback={
        <p role="status" className="sr-only">
          Loading what is new for you…
        </p>
      }
    >
      <SignedInHome session={session} />
    </Suspense>
  );
}
