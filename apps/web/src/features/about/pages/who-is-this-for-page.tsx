import { CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const SITUATIONS = [
  {
    title: "You want to break into tech or business",
    description:
      "You have studied, read and watched tutorials, and now you need experience that shows you can do the job.",
  },
  {
    title: "You are changing careers",
    description:
      "You bring skills from another field and want to see how they translate to product, engineering, sales or growth roles.",
  },
  {
    title: "You are a student or recent graduate",
    description:
      "You want to work on a team with a real goal before your first job, and leave with a project you can talk about.",
  },
  {
    title: "You want to start something",
    description:
      "You have an idea and need co-founders, structure and feedback, with a path to business funding when the idea proves itself.",
  },
  {
    title: "You have experience to share",
    description:
      "You advise or coach, and want a place where people who are serious about growing can find you.",
  },
  {
    title: "You run a programme",
    description:
      "You organise a bootcamp, accelerator, university course or community and want memberships, teams and mentoring in one tool.",
  },
] as const;

const EXPECTATIONS = [
  "You learn by doing: most of the value comes from working with your team.",
  "Joining an incubator as a guest is free; subscriptions add leadership, funding and premium mentorship.",
  "You can take part from anywhere, at your own pace, alongside work or study.",
  "Advisors and coaches guide you; they do not do the work for you.",
] as const;

export function WhoIsThisForPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Is it for you?"
        title="Who is this for?"
        lead="Hatchery is for anyone who wants to build a tech or business career by practising the work with others. If one of these sounds like you, you will feel at home."
      />

      <section aria-labelledby="situations-title">
        <h2 id="situations-title" className="sr-only">
          Situations Hatchery helps with
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SITUATIONS.map((situation) => (
            <li key={situation.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle as="h3">{situation.title}</CardTitle>
                  <CardDescription>{situation.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="expectations-title" className="mt-16 max-w-3xl">
        <h2 id="expectations-title" className="text-2xl font-semibold tracking-tight">
          What to expect
        </h2>
        <ul className="mt-6 space-y-3">
          {EXPECTATIONS.map((expectation) => (
            <li key={expectation} className="flex gap-3">
              <CheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
              <span>{expectation}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="next-title" className="mt-16">
        <Card className="max-w-3xl">
          <CardHeader>
            <CardTitle id="next-title">Where to go next</CardTitle>
            <CardDescription>
              See what Hatchery offers each kind of member, or go ahead and find an incubator.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 min-[400px]:flex-row">
            <Link to="/who-is-hatchery-for" className={buttonVariants()}>
              What each member gets
            </Link>
            <Link to="/incubators" className={buttonVariants({ variant: "outline" })}>
              Explore incubators
            </Link>
          </CardContent>
        </Card>
      </section>
    </PageContainer>
  );
}
