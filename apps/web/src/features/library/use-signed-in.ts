import { useSession } from "@/lib/auth/session";

/** Signed in (true), a visitor (false), or not known yet (undefined). */
export function useSignedIn(): boolean | undefined {
  const session = useSession();
  return session.data === undefined ? undefined : session.data !== null;
}
