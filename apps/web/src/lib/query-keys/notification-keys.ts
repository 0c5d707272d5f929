/** Every notification query (the bell's count, the panel, the page) starts with `notificationKeys.all`. */
export const notificationKeys = {
  all: ["notifications"] as const,
  unreadCount: () => [...notificationKeys.all, "unread-count"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  list: <Filters extends object>(filters: Filters) => [...notificationKeys.lists(), filters] as const,
  preferences: () => [...notificationKeys.all, "preferences"] as const,
};
