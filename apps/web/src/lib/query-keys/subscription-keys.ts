/** Every query of the person's subscriptions starts with `subscriptionKeys.all`. */
export const subscriptionKeys = {
  all: ["subscriptions"] as const,
  /** The active subscription, if any, and the past due ones that need attention. */
  current: () => [...subscriptionKeys.all, "current"] as const,
  /** One of the person's subscriptions, any status. */
  detail: (id: string) => [...subscriptionKeys.all, "detail", id] as const,
  /** The pages of the person's subscriptions, every status, newest first. */
  history: () => [...subscriptionKeys.all, "history"] as const,
  /** The built-in checkout of one pending subscription. */
  checkout: (id: string) => [...subscriptionKeys.all, "checkout", id] as const,
};
