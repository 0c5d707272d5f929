import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";

const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** Starts enrolment: two-factor is on only once a code from the app is confirmed with verify-totp. */
export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return apiRequest("/api/auth/two-factor/enable", {
    method: "POST",
    body: { password },
    schema: twoFactorEnrolmentSchema,
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
