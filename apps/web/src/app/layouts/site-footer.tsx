import { Link } from "react-router";
import { LogoMark } from "./logo";

export const FOOTER_NAVIGATION = [
  { label: "About", to: "/about" },
  { label: "Who is this for?", to: "/who-is-this-for" },
  { label: "FAQ", to: "/faq" },
  { label: "Documentation", to: "/documentation" },
  { label: "Contact support", to: "/support" },
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
  { label: "Sitemap", to: "/sitemap" },
] as const;

export function SiteFooter() {
  return (
    <footer className="below-the-fold border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] lg:px-8">
        <div className="max-w-sm space-y-3">
          <p className="flex items-center gap-2 text-base font-bold tracking-tight">
            <LogoMark className="size-6" />
            Hatchery
          </p>
          <p className="text-sm text-muted-foreground">
            Incubators, teams, projects and mentoring for people building a career in tech and business. Free
            software you can run yourself.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-2">
            {FOOTER_NAVIGATION.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6 lg:px-8">
          Hatchery is open-source software: read the code, run it yourself, make it better.
        </p>
      </div>
    </footer>
  );
}
