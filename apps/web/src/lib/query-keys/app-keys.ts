/** Queries about the installation rather than a person. */
export const appKeys = {
  /** Which optional features this installation offers. */
  config: () => ["config"] as const,
  /** Mail a development server kept instead of sending. */
  devMailbox: () => ["dev-mailbox"] as const,
};
