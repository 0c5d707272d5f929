import {
  ActivityIcon,
  BuildingIcon,
  CreditCardIcon,
  FlagIcon,
  type LucideIcon,
  ScrollTextIcon,
  ServerCogIcon,
  UsersIcon,
} from "lucide-react";

export interface AdminSection {
  /** The route id in the route table (packages/shared/src/routes.ts). */
  routeId: string;
  path: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The administration's sections (docs/decisions/052-administration.md), in the order the side navigation
 * and the overview show them. Each is its own route and its own chunk, guarded by the admin role.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    routeId: "admin-users",
    path: "/admin/users",
    label: "Users",
    description: "Find a person, grant and revoke roles, answer role requests, disable or enable an account.",
    icon: UsersIcon,
  },
  {
    routeId: "admin-incubators",
    path: "/admin/incubators",
    label: "Incubators",
    description:
      "Every incubator with its status and owner; change a status, transfer ownership, see the plans.",
    icon: BuildingIcon,
  },
  {
    routeId: "admin-subscriptions",
    path: "/admin/subscriptions",
    label: "Subscriptions",
    description: "Subscriptions by status and incubator, a person's history, monthly recurring revenue.",
    icon: CreditCardIcon,
  },
  {
    routeId: "admin-moderation",
    path: "/admin/moderation",
    label: "Moderation",
    description:
      "Reports on posts, comments, messages and reviews: hide or restore, dismiss, warn or suspend.",
    icon: FlagIcon,
  },
  {
    routeId: "admin-analytics",
    path: "/admin/analytics",
    label: "Analytics",
    description: "Visits, sign-ups, members, subscriptions and revenue over time; activation and retention.",
    icon: ActivityIcon,
  },
  {
    routeId: "admin-jobs",
    path: "/admin/jobs",
    label: "Jobs",
    description: "Background work that failed or gave up, with its error; retry or discard it.",
    icon: ServerCogIcon,
  },
  {
    routeId: "admin-audit",
    path: "/admin/audit",
    label: "Audit log",
    description: "Every change people and the system made, searchable by actor, action, target and date.",
    icon: ScrollTextIcon,
  },
];
