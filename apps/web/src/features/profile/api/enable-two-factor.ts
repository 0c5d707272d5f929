import { authEndpoints, type TwoFactorEnrolment } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** Starts enrolment: two-factor is on only once a code from the app is confirmed with verify-totp. */
export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return callApi(authEndpoints.enableTwoFactor, { body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
