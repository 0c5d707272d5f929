import { ACCOUNT_DISABLED_MESSAGE } from "@hatchery/shared";

/** What Better Auth or LinkedIn put in the callback address when the flow failed. */
export interface CallbackError {
  code: string;
  /** The provider's own explanation, shown as it came (as text). */
  description: string | undefined;
}

export function readCallbackError(search: URLSearchParams): CallbackError | undefined {
  const code = search.get("error");
  if (code === null) return undefined;
  const description = search.get("error_description")?.trim();
  return { code, description: description || undefined };
}

/** Plain words for the codes people meet most; any other code gets the general explanation. */
const REASONS: Readonly<Record<string, string>> = {
  access_denied: "Access was not granted on LinkedIn, so nothing was shared with Hatchery.",
  no_code: "LinkedIn didn't send back the code that completes the sign-in.",
  state_not_found: "The request had expired or was started in another browser. Please start again.",
  state_mismatch: "The request had expired or was started in another browser. Please start again.",
  invalid_callback_request: "The address LinkedIn sent you back to was incomplete. Please start again.",
  account_already_linked_to_different_user:
    "This LinkedIn account is already linked to another Hatchery account.",
  email_not_found: "LinkedIn didn't share an email address, which Hatchery needs to identify you.",
  email_does_not_match: "The email address on LinkedIn doesn't match the one on your Hatchery account.",
  unable_to_link_account: "Your LinkedIn account couldn't be linked to your Hatchery account.",
  // The server's refusal of a disabled account: the words a password sign-in gets.
  ACCOUNT_DISABLED: ACCOUNT_DISABLED_MESSAGE,
};

const GENERAL_REASON = "Something went wrong between LinkedIn and Hatchery.";

/** The sentence to show: the provider's description when there is one, otherwise our own words. */
export function callbackErrorReason(error: CallbackError): string {
  return error.description ?? REASONS[error.code] ?? GENERAL_REASON;
}
