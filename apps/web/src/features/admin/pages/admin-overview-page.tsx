import { Link } from "react-router";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ADMIN_SECTIONS } from "../admin-sections";
import { AdminFrame } from "../components/admin-frame";

/** `/admin`: where an administrator starts, a card for each section. */
export function AdminOverviewPage() {
  return (
    <AdminFrame
      title="Administration"
      lead="Run the platform: people, incubators, money, content and the machinery."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.routeId}>
            <Card className="relative h-full transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <section.icon aria-hidden="true" className="size-5 text-primary" />
                  <Link to={section.path} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {section.label}
                  </Link>
                </CardTitle>
                <CardDescription>{section.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </AdminFrame>
  );
}
