import { BriefcaseIcon, BuildingIcon, CheckIcon, GraduationCapIcon, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";

interface Audience {
  id: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  benefits: readonly string[];
}

const AUDIENCES: readonly Audience[] = [
  {
    id: "professionals",
    title: "Aspiring tech and business professionals",
    summary:
      "Students, graduates, career changers and early-career professionals who want experience that employers and investors recognise.",
    icon: GraduationCapIcon,
    benefits: [
      "Join incubators as a guest for free, and subscribe when you want more.",
      "Take a role on a team and build a project from idea to launch.",
      "Apply for open positions on other teams' projects.",
      "Learn the vocabulary of tech roles and the software, sales and product lifecycles in the library.",
      "Practise interviews and your “tell me about yourself” answer with the career games.",
      "Discover the roles that suit you with the career assessment.",
      "As a subscriber: lead a team, reach business funding and get premium mentorship.",
    ],
  },
  {
    id: "mentors",
    title: "Advisors and coaches",
    summary:
      "Experienced practitioners who want to guide the next generation, build a following and run programmes of their own.",
    icon: BriefcaseIcon,
    benefits: [
      "Publish a profile that members can find from the advisors directory.",
      "Mentor members and teams in the incubators you take part in.",
      "Create and run your own incubators, with their own plans, trials and charter-member offers.",
      "Follow the progress of teams and projects through incubator feeds and communication channels.",
    ],
  },
  {
    id: "operators",
    title: "Incubator operators",
    summary:
      "Universities, bootcamps, accelerators and communities that want to run a cohort-based programme on their own infrastructure.",
    icon: BuildingIcon,
    benefits: [
      "Run Hatchery yourself: it starts with a single command and an embedded database.",
      "Host as many incubators as you like, each with guest and subscriber memberships.",
      "Offer monthly plans with free trials; take payments through the built-in checkout or Stripe.",
      "Keep your members' data on servers you control, with optional, opt-in analytics.",
      "Scale to several application servers on one PostgreSQL database as your community grows.",
    ],
  },
];

export function WhoIsProductForPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Audiences"
        title="Who is Hatchery for?"
        lead="Three groups of people use Hatchery, and each gets something different from it."
      />

      <nav aria-label="Audiences" className="mb-12">
        <ul className="flex flex-wrap gap-2">
          {AUDIENCES.map((audience) => (
            <li key={audience.id}>
              <a
                href={`#${audience.id}`}
                className="inline-flex rounded-full border px-4 py-1.5 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                {audience.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="space-y-16">
        {AUDIENCES.map(({ id, title, summary, icon: Icon, benefits }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
            <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="space-y-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
                  {title}
                </h2>
                <p className="text-muted-foreground">{summary}</p>
              </div>
              <ul className="space-y-3 rounded-xl border bg-card p-6 shadow-sm">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3">
                    <CheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>

      <div className="mt-16 flex flex-col gap-3 min-[400px]:flex-row">
        <Link to="/incubators" className={buttonVariants()}>
          Explore incubators
        </Link>
        <Link to="/faq" className={buttonVariants({ variant: "outline" })}>
          Read the FAQ
        </Link>
      </div>
    </PageContainer>
  );
}
