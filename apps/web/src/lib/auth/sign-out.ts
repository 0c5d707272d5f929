import { authEndpoints, matchRoute } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { ApiError, callApi } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_MUTATION_KEY, broadcastSessionChange, clearSession } from "./session";

/** 401, 403 and 404 mean there is no session left to end (SPEC §8): the person is signed out already. */
function isAlreadySignedOut(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

async function post(
  endpoint: typeof authEndpoints.signOut | typeof authEndpoints.revokeSessions,
): Promise<void> {
  try {
    await callApi(endpoint, { body: {} });
  } catch (error) {
    if (!isAlreadySignedOut(error)) throw error;
  }
}

/** Ends this browser's session. */
export async function signOut(): Promise<void> {
  await post(authEndpoints.signOut);
}

/** Revokes every session of the account (other devices included), then ends this one. */
export async function signOutEverywhere(): Promise<void> {
  await post(authEndpoints.revokeSessions);
  await signOut();
}

export interface SignOutInput {
  everywhere?: boolean;
}

/**
 * Signs out, then leaves a page that needs a session for the home page (before the session is forgotten,
 * so the guard does not send the person to sign in again) and tells the other tabs.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, "sign-out"],
    mutationFn: ({ everywhere = false }: SignOutInput = {}) => (everywhere ? signOutEverywhere() : signOut()),
    onSuccess: async () => {
      const access = matchRoute(pathname)?.route.access.kind ?? "public";
      if (access !== "public") await navigate("/", { replace: true });
      clearSession(queryClient);
      broadcastSessionChange("signed-out");
      toast({ title: "Signed out" });
    },
    onError: () => {
      toast({ title: "An error occurred while signing out", variant: "destructive" });
    },
  });
}
