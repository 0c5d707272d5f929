import { type SupportRequestInput, type SupportResponse, supportEndpoints } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** Sends a message to the administrators; the answer carries the words to show on success. */
export function sendSupportRequest(input: SupportRequestInput): Promise<SupportResponse> {
  return callApi(supportEndpoints.send, { body: input });
}

export function useSendSupportRequest() {
  return useMutation({ mutationFn: sendSupportRequest });
}
