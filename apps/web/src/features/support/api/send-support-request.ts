import { type SupportRequestInput, type SupportResponse, supportResponseSchema } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Sends a message to the administrators; the answer carries the words to show on success. */
export function sendSupportRequest(input: SupportRequestInput): Promise<SupportResponse> {
  return apiRequest("/api/support", { method: "POST", body: input, schema: supportResponseSchema });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
