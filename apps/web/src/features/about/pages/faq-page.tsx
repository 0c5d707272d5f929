import { CHARTER_LONG_TRIAL_LABEL } from "@hatchery/shared";
import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  id: string;
  title: string;
  questions: readonly Question[];
}

const TOPICS: readonly Topic[] = [
  {
    id: "membership",
    title: "Membership",
    questions: [
      {
        question: "What is the difference between a guest and a subscriber?",
        answer: (
          <>
            <p>
              Every incubator has two kinds of members. <strong>Guests</strong> join for free: they can follow
              the incubator, take part in its community and explore its teams and projects.{" "}
              <strong>Subscribers</strong> pay for one of the incubator's plans and get the full programme:
              team leadership, business funding and premium mentorship.
            </p>
            <p>
              Your membership follows your subscription automatically. When a subscription starts (including a
              free trial), your membership becomes a subscriber membership; when it ends, you return to being
              a guest, without losing your place in the incubator.
            </p>
          </>
        ),
      },
      {
        question: "How do I join an incubator?",
        answer: (
          <p>
            Sign in, open the incubator's page and choose to join. You become a guest straight away. If you
            pick a plan before you have an account, Hatchery remembers your choice while you sign up, so you
            can finish subscribing afterwards.
          </p>
        ),
      },
      {
        question: "What happens when I leave an incubator?",
        answer: (
          <p>
            Your membership becomes inactive and the incubator no longer appears among your memberships. Your
            history is kept, so if you join again later your membership is simply reactivated.
          </p>
        ),
      },
    ],
  },
  {
    id: "subscriptions",
    title: "Subscriptions, trials and charter offers",
    questions: [
      {
        question: "How do free trials work?",
        answer: (
          <p>
            Most plans start with a free trial; its length is shown on the plan before you subscribe. During
            the trial you have everything a subscriber has. After it, the plan continues at the monthly price
            shown, unless you cancel before the trial ends.
          </p>
        ),
      },
      {
        question: "What is a charter-member offer?",
        answer: (
          <p>
            Some incubators reward their earliest supporters with a charter-member plan, marked with a Charter
            Member badge. These plans usually come with a longer trial; a charter plan whose trial lasts six
            months or more is labelled “{CHARTER_LONG_TRIAL_LABEL}”. Charter offers are available only while
            the incubator keeps them open.
          </p>
        ),
      },
      {
        question: "Can I subscribe to more than one incubator?",
        answer: (
          <p>
            No. You can hold one active subscription at a time, across all incubators, and a trial counts as
            active. To subscribe somewhere else, cancel your current subscription first. You can still be a
            guest in as many incubators as you like.
          </p>
        ),
      },
      {
        question: "How are prices shown and paid?",
        answer: (
          <p>
            Plans are priced per month, in dollars and cents. Payment happens on a separate payment page that
            opens in a new tab; card details go to the payment provider and are never stored by Hatchery.
          </p>
        ),
      },
    ],
  },
  {
    id: "assessment",
    title: "Career assessment",
    questions: [
      {
        question: "What does the career assessment measure?",
        answer: (
          <>
            <p>
              The <Link to="/assessment">career assessment</Link> has two parts, each taken on its own.{" "}
              <strong>Personality</strong> uses the 120 statements of the public-domain IPIP-NEO inventory and
              shows the five broad domains of personality with their thirty facets. <strong>Role fit</strong>{" "}
              puts you in situations from an early team in an incubator and shows which founding role (CEO,
              CTO, CCO or CGO) your choices lean towards.
            </p>
            <p>
              Your results are for exploring, never for selecting people: Hatchery never uses them to rank
              applicants or teams.
            </p>
          </>
        ),
      },
      {
        question: "Who can see my assessment results?",
        answer: (
          <p>
            Only you. Without an account you see your results but they are not kept; signed in, each time you
            finish a part it is added to your history, so you can see how your results change when you retake
            it. You can choose to show your role-fit summary to the teams you apply to; it is off until you
            turn it on, and your personality results are never shown to anyone.
          </p>
        ),
      },
      {
        question: "Can I stop halfway and come back?",
        answer: (
          <p>
            Yes. Your answers are kept in your browser while you answer, so you continue where you stopped. If
            you finish without an account and sign in afterwards, the results are saved to your history then.
          </p>
        ),
      },
    ],
  },
  {
    id: "mentoring",
    title: "Advisors and coaches",
    questions: [
      {
        question: "What do advisors and coaches do?",
        answer: (
          <>
            <p>
              Advisors and coaches are experienced practitioners who mentor members. They review team and
              project progress, answer questions about roles and careers, and help members prepare for
              interviews and for their next step.
            </p>
            <p>
              Advisors and coaches can also create and run incubators of their own, setting up plans, trials
              and charter-member offers. You can browse their profiles in the{" "}
              <Link to="/advisors">advisors directory</Link>.
            </p>
          </>
        ),
      },
      {
        question: "How do I book a session with a mentor?",
        answer: (
          <p>
            Open a mentor's profile from the <Link to="/advisors">advisors directory</Link>, choose a length
            and one of the free times, shown in your own time zone, and say what you would like to talk about.
            Mentoring sessions are part of a subscriber membership in an incubator the mentor works with; as a
            guest, Book shows that incubator's plans. Your sessions, and requests waiting for the mentor, are
            listed under <Link to="/mentoring/sessions">Mentoring sessions</Link>.
          </p>
        ),
      },
      {
        question: "How do I become an advisor or coach?",
        answer: (
          <p>
            Ask for it from your <Link to="/profile">profile</Link>: choose advisor or coach and tell the
            administrators in a few sentences about your experience and what you would like to offer members.
            You see your request's status there, and you are told in the app and by email when an
            administrator approves or declines it.
          </p>
        ),
      },
    ],
  },
  {
    id: "self-hosting",
    title: "Running Hatchery",
    questions: [
      {
        question: "Can I run Hatchery myself?",
        answer: (
          <p>
            Yes. Hatchery is open-source software, and self-hosting is the way it is meant to be run. It runs
            on a single machine with Node.js and an embedded database, and can move to a PostgreSQL server and
            several application servers as your community grows. The README in the source repository explains
            installation and configuration; the <Link to="/documentation#operators">documentation</Link> has
            an overview.
          </p>
        ),
      },
      {
        question: "Who is responsible for my data?",
        answer: (
          <p>
            The operator of the installation you use. Hatchery keeps only what the platform needs to work; the{" "}
            <Link to="/privacy">privacy policy</Link> lists exactly what that is.
          </p>
        ),
      },
      {
        question: "Can I turn off the sound effects?",
        answer: (
          <p>
            Yes. Use the sound settings in the header to mute sounds or change their volume. Your choice is
            saved in your browser.
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Answers about memberships, subscriptions, mentoring and running your own Hatchery."
      />
      <div className="max-w-3xl space-y-12">
        {TOPICS.map((topic) => (
          <section
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${topic.id}-title`} className="mb-4 text-2xl font-semibold tracking-tight">
              {topic.title}
            </h2>
            <div className="divide-y rounded-xl border bg-card">
              {topic.questions.map(({ question, answer }) => (
                <details key={question} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium hover:bg-accent/50 [&::-webkit-details-marker]:hidden">
                    {question}
                    <ChevronDownIcon
                      aria-hidden="true"
                      className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="space-y-3 px-5 pb-5 leading-7 text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-foreground">
                    {answer}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
