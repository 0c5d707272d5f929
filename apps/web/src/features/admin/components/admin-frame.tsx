import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { cn } from "@/lib/utils";
import { ADMIN_SECTIONS } from "../admin-sections";

/**
 * Every administration page: the section navigation beside the page's own header and content. The
 * sections are separate routes (one chunk each), so the frame is a component the pages share rather
 * than a layout route.
 */
export function AdminFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Buttons beside the header (an export, a refresh). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer className="pb-16">
      <div className="grid gap-8 lg:grid-cols-[12rem_1fr]">
        <nav aria-label="Administration" className="pt-10 lg:pt-14">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            <li>
              <AdminNavLink to="/admin" end>
                Overview
              </AdminNavLink>
            </li>
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.routeId}>
                <AdminNavLink to={section.path}>
                  <section.icon aria-hidden="true" className="size-4" />
                  {section.label}
                </AdminNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <PageHeader eyebrow="Administration" title={title} lead={lead} className="pb-6 sm:pb-8" />
            {actions && <div className="flex flex-wrap gap-2 pb-6 sm:pb-8">{actions}</div>}
          </div>
          {children}
        </div>
      </div>
    </PageContainer>
  );
}

function AdminNavLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground",
          isActive && "bg-accent text-accent-foreground",
        )
      }
    >
      {children}
    </NavLink>
  );
}
