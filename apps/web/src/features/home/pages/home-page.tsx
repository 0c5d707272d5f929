import {
  ArrowRightIcon,
  BookOpenIcon,
  BuildingIcon,
  ClipboardCheckIcon,
  FolderKanbanIcon,
  GamepadIcon,
  type LucideIcon,
  MessagesSquareIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { SIGN_UP_PATH } from "@/lib/auth/sign-in-path";

interface Capability {
  title: string;
  description: string;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
}

const CAPABILITIES: readonly Capability[] = [
  {
    title: "Incubators",
    description:
      "Join a community built around a field or a goal. Start as a guest for free and subscribe when you want the full programme.",
    icon: BuildingIcon,
    to: "/incubators",
    linkLabel: "Browse incubators",
  },
  {
    title: "Teams",
    description:
      "Form a team with people whose skills complement yours, take on a role and learn how real product teams work together.",
    icon: UsersIcon,
    to: "/teams",
    linkLabel: "Find a team",
  },
  {
    title: "Projects",
    description:
      "Build something real with your team: open positions, invite collaborators and show the finished work on your profile.",
    icon: FolderKanbanIcon,
    to: "/projects",
    linkLabel: "See projects",
  },
  {
    title: "Library",
    description:
      "Short, practical guides to tech roles, the software lifecycle, the sales lifecycle and product management.",
    icon: BookOpenIcon,
    to: "/library",
    linkLabel: "Open the library",
  },
  {
    title: "Career games",
    description:
      "Practise in a low-stakes setting: a memory game, interview practice, a career game and a tutor for “tell me about yourself”.",
    icon: GamepadIcon,
    to: "/games",
    linkLabel: "Play a game",
  },
  {
    title: "Career assessment",
    description:
      "Find out which roles suit how you like to work, so you can choose a team position and a learning path with confidence.",
    icon: ClipboardCheckIcon,
    to: "/assessment",
    linkLabel: "Take the assessment",
  },
  {
    title: "Mentoring",
    description:
      "Advisors and coaches review your progress, answer questions and help you prepare for the next step in your career.",
    icon: MessagesSquareIcon,
    to: "/advisors",
    linkLabel: "Meet the advisors",
  },
];

const STEPS = [
  {
    title: "Join an incubator as a guest",
    description: "Create an account, pick an incubator that matches your ambitions and join it at no cost.",
  },
  {
    title: "Find your team and project",
    description:
      "Take an open position on a team, or start your own, and work on a project with people at your level.",
  },
  {
    title: "Subscribe when you are ready",
    description:
      "Subscribers get team leadership, business funding and premium mentorship. Most plans start with a free trial.",
  },
] as const;

export function HomePage() {
  return (
    <>
      <section aria-labelledby="home-title" className="border-b bg-linear-to-b from-accent/60 to-background">
        <PageContainer className="py-16 sm:py-24">
          <div className="max-w-3xl space-y-6">
            <Badge variant="accent">Open source · Self-hostable</Badge>
            <h1
              id="home-title"
              className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Build your career with a team behind you
            </h1>
            <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
              Hatchery is where aspiring tech and business professionals join incubators, form teams, build
              real projects and learn from advisors and coaches who have done it before.
            </p>
            <div className="flex flex-col gap-3 min-[400px]:flex-row">
              <Link to="/incubators" className={buttonVariants({ size: "lg" })}>
                Explore incubators
                <ArrowRightIcon aria-hidden="true" />
              </Link>
              <Link to={SIGN_UP_PATH} className={buttonVariants({ size: "lg", variant: "outline" })}>
                Create an account
              </Link>
            </div>
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby="capabilities-title">
        <PageContainer className="py-16 sm:py-20">
          <div className="max-w-2xl space-y-3">
            <h2 id="capabilities-title" className="text-3xl font-bold tracking-tight">
              What you can do on Hatchery
            </h2>
            <p className="text-lg text-muted-foreground">
              Everything you need to go from learning about a career to working in one, in one place.
            </p>
          </div>
          <ul className="below-the-fold mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CAPABILITIES.map(({ title, description, icon: Icon, to, linkLabel }) => (
              <li key={title} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="flex-1 space-y-2">
                  <h3 className="text-lg font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </div>
                <Link
                  to={to}
                  className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {linkLabel}
                  <ArrowRightIcon aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby="steps-title" className="below-the-fold border-y bg-muted">
        <PageContainer className="py-16 sm:py-20">
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div className="space-y-1">
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-sm text-muted-foreground">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </PageContainer>
      </section>

      <section aria-labelledby="audience-title" className="below-the-fold">
        <PageContainer className="grid gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div className="space-y-4">
            <h2 id="audience-title" className="text-3xl font-bold tracking-tight">
              Made for people on their way up, and the people who help them
            </h2>
            <p className="text-lg text-muted-foreground">
              Career changers, students and early-career professionals practise the work of a tech or business
              role on real teams. Advisors and coaches share what they know. Incubator operators run
              programmes with memberships, plans and trials built in.
            </p>
            <Link
              to="/who-is-hatchery-for"
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              See who Hatchery is for
              <ArrowRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold">Ready to start?</h2>
            <p className="mt-2 text-muted-foreground">
              Joining an incubator as a guest is free. Pick one, meet the community and decide later whether a
              subscription is right for you.
            </p>
            <div className="mt-6 flex flex-col gap-3 min-[400px]:flex-row">
              <Link to="/incubators" className={buttonVariants()}>
                Explore incubators
              </Link>
              <Link to="/auth" className={buttonVariants({ variant: "outline" })}>
                Sign in
              </Link>
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
