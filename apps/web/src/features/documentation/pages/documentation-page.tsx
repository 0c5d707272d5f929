import { PASSWORD_MIN_LENGTH } from "@hatchery/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader, Prose } from "@/components/page-layout";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { SIGN_UP_PATH } from "@/lib/auth/sign-in-path";
import { CopySectionLink } from "../components/copy-section-link";

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: readonly Section[] = [
  {
    id: "accounts",
    title: "Accounts and signing in",
    body: (
      <>
        <p>
          <Link to={SIGN_UP_PATH}>Create an account</Link> on the sign-in page with your name, email address
          and a password. Passwords need at least {PASSWORD_MIN_LENGTH} characters, including an uppercase
          letter, a lowercase letter, a number and a special character. Hatchery then sends you an email:
          follow its link to verify your address before you sign in.
        </p>
        <p>
          If the operator has enabled it, you can also sign in with LinkedIn, and import details from your
          LinkedIn profile. From your profile you can change your email address or password and turn on
          two-factor authentication with an authenticator app. Forgot your password? Ask for a reset link on
          the sign-in page.
        </p>
        <p>
          Pages that need an account send you to the sign-in page and bring you back afterwards. Some areas
          also need a verified email address, or a role such as advisor; if you lack one, the page tells you
          what is missing.
        </p>
      </>
    ),
  },
  {
    id: "incubators",
    title: "Incubators",
    body: (
      <>
        <p>
          An incubator is a community with its own members, teams, projects, feed, open positions and
          communication channels. Browse them on the <Link to="/incubators">incubators page</Link>; each
          incubator's page shows what it is about, its plans and how many guests and subscribers it has.
        </p>
        <p>
          Advisors and coaches can create incubators and edit the ones they run, including their subscription
          plans. An incubator accepts new members only while it is active.
        </p>
      </>
    ),
  },
  {
    id: "memberships",
    title: "Memberships and subscriptions",
    body: (
      <>
        <p>
          You join an incubator as a <strong>guest</strong>, for free. To become a <strong>subscriber</strong>
          , choose one of the incubator's plans: Hatchery opens the payment page in a new tab, and your
          membership is upgraded as soon as the subscription starts. Subscribers get team leadership, business
          funding and premium mentorship.
        </p>
        <ul>
          <li>Plans show a monthly price and, where offered, the length of the free trial.</li>
          <li>
            Charter-member plans, marked with a badge, reward early supporters, often with a longer trial.
          </li>
          <li>
            You can have one active subscription (trial or paid) at a time. To subscribe to another incubator,
            cancel the current subscription first.
          </li>
          <li>When a subscription ends, your membership returns to guest automatically.</li>
          <li>
            Leaving an incubator makes your membership inactive; joining again reactivates it. Manage your
            subscription on the subscription page of your account.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "teams-and-projects",
    title: "Teams and projects",
    body: (
      <>
        <p>
          A team is a small group working together inside an incubator. Create one from the{" "}
          <Link to="/teams">teams page</Link>, describe what you want to build and the roles you need, and
          invite people. Team leaders edit the team's details, and every team has its own feed and
          communication channel.
        </p>
        <p>
          Projects are what teams build. A project page describes the goal, the people involved and the
          progress made. Incubators publish open positions on projects; you can apply, or be invited with a
          position invitation link that you open while signed in.
        </p>
      </>
    ),
  },
  {
    id: "feeds",
    title: "Feeds and communication",
    body: (
      <>
        <p>
          Your personal feed gathers news from the incubators and teams you belong to. Each incubator and each
          team also has a feed of its own for announcements and updates.
        </p>
        <p>
          Communication channels are for conversation: one for each team and one for each incubator. New
          messages appear as they are sent, without reloading the page. Notifications appear in the corner of
          the screen, one at a time; press <kbd>F8</kbd> to move to them with the keyboard, or swipe one to
          the right to dismiss it.
        </p>
      </>
    ),
  },
  {
    id: "library",
    title: "Library",
    body: (
      <>
        <p>
          The <Link to="/library">library</Link> explains how tech and business work in practice, in four
          guides:
        </p>
        <ul>
          <li>
            <Link to="/library/tech-roles">Tech roles</Link>: what people in each role do, and how the roles
            work together.
          </li>
          <li>
            <Link to="/library/software-lifecycle">The software lifecycle</Link>: from idea to release and
            maintenance.
          </li>
          <li>
            <Link to="/library/sales-lifecycle">The sales lifecycle</Link>: from first contact to a loyal
            customer.
          </li>
          <li>
            <Link to="/library/product">Product management</Link>: deciding what to build, and why.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "games",
    title: "Career games",
    body: (
      <>
        <p>
          The <Link to="/games">career games</Link> let you practise in a relaxed setting. Everyone can play;
          signed in, your results are kept, a streak counts the days in a row you played, and finished games
          earn points. The games page suggests what to try next from your skills profile.
        </p>
        <ul>
          <li>
            <Link to="/games/memory">Memory game</Link>: match roles with their work and terms with their
            meaning on three grid sizes, by mouse, touch or keyboard; your best time and fewest moves are kept
            per level.
          </li>
          <li>
            <Link to="/games/interview">Interview practice</Link>: answer behavioural questions or ones for a
            founding role, typed or spoken. Feedback reports only what can be measured in your words: length,
            pace and filler words when spoken, whether the situation, task, action and result appear, and
            which key points you covered. Spoken answers use your browser&apos;s speech recognition, which may
            send the audio to the browser&apos;s maker; Hatchery keeps only the text you keep.
          </li>
          <li>
            <Link to="/games/career">Career game</Link>: step into the CEO, CTO, CCO or CGO role and make
            their decisions; each one moves cash, customers, morale and product quality, and the ending
            explains what each decision taught, with articles to read next.
          </li>
          <li>
            <Link to="/games/tmay-tutor">Tell-me-about-yourself tutor</Link>: shape a short, confident answer
            to the question every interview starts with.
          </li>
        </ul>
        <p>
          The games use sound effects, and main buttons, menus and tabs answer with soft interface sounds.
          Mute them, change the volume or turn the interface sounds off with the sound settings in the header;
          your choice is remembered in this browser. If your system asks for reduced motion, interface sounds
          stay off until you turn them on.
        </p>
      </>
    ),
  },
  {
    id: "assessment",
    title: "Career assessment",
    body: (
      <>
        <p>
          The <Link to="/assessment">career assessment</Link> has two parts, each taken on its own and
          answered from the keyboard or by pointing. <strong>Personality</strong> (120 statements of the
          public-domain IPIP-NEO inventory) explains the five domains and thirty facets of your answers.{" "}
          <strong>Role fit</strong> (situations from an early team) shows, as a chart, how far your choices
          lean towards each founding role, links to the library and the games, and offers to set your
          preferred team roles from the result.
        </p>
        <p>
          Anyone can take it; your answers are kept in your browser until you finish. Signed in, each result
          is saved privately to your history with a chart of how it changes over retakes, and you can opt in
          to show your role-fit summary to teams you apply to. Results are for exploring, never for selecting
          people: Hatchery never uses them to rank applicants or teams.
        </p>
      </>
    ),
  },
  {
    id: "mentoring",
    title: "Mentoring",
    body: (
      <>
        <p>
          Advisors and coaches mentor members. Find them in the <Link to="/advisors">advisors directory</Link>
          : search by name or expertise and filter by the team role they help with, language, incubator or
          kind. Each profile describes their experience and shows the times they are free, in your own time
          zone. Advisors and coaches can also create and run incubators of their own.
        </p>
        <p>
          Booking a session is premium mentorship: it needs a subscriber membership in one of the incubators
          the mentor mentors in (any incubator for a mentor who lists none). Pick a length and a free time,
          write what you would like to talk about, and book; the mentor confirms, or the session is confirmed
          at once when they accept every request. Both of you find it under{" "}
          <Link to="/mentoring/sessions">Mentoring sessions</Link>, where either side can move or cancel it;
          cancelling less than 12 hours before the start counts as a late cancellation, and you are told
          before you confirm.
        </p>
        <p>
          You can also share an interview practice or an introduction from the{" "}
          <Link to="/games">career games</Link> with a mentor, who comments on parts of your answer; their
          comments appear beside it, and you can stop sharing at any time.
        </p>
        <p>
          To become an advisor or coach, ask for the role from your <Link to="/profile">profile</Link> page
          with a short statement about your experience (20 to 1,000 characters). An administrator approves or
          declines it in the administration's Users section, and you are told in the app and by email; while a
          request waits you cannot send another for the same role.
        </p>
        <p>
          As an advisor or coach, write your profile from your <Link to="/profile">profile</Link> page, set
          your weekly hours, session lengths and booking rules, and publish the profile when it is ready.
        </p>
      </>
    ),
  },
  {
    id: "operators",
    title: "For operators",
    body: (
      <>
        <p>
          Hatchery is self-hostable. With Node.js installed, <code>npm install</code> and then{" "}
          <code>npm start</code> build and start the whole platform, with an embedded database kept on disk.
          No other service is needed to try it.
        </p>
        <p>
          For production, the README at the root of the source repository covers configuration: connecting a
          PostgreSQL server, sending email over SMTP, taking payments with Stripe, enabling LinkedIn sign-in
          and Google Analytics, running several instances, backups and upgrades.
        </p>
      </>
    ),
  },
];

export function DocumentationPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Help"
        title="Documentation"
        lead="How to use Hatchery: accounts, incubators, memberships, teams and projects, and the tools for learning and mentoring."
      />
      <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-sm font-semibold">On this page</p>
          <ul className="space-y-1 border-l text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground hover:border-foreground hover:text-foreground"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Alert className="mb-10 max-w-3xl">
            <AlertDescription>
              Hatchery is growing release by release. Some areas described here are not available in this
              version yet; their pages say so until they arrive.
            </AlertDescription>
          </Alert>
          <Prose className="[&>section:first-child>h2]:mt-0 [&_kbd]:rounded [&_kbd]:border [&_kbd]:bg-muted [&_kbd]:px-1.5 [&_kbd]:font-mono [&_kbd]:text-sm">
            {SECTIONS.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <div className="flex items-center gap-2 [&>h2]:mb-0">
                  <h2 id={`${section.id}-title`}>{section.title}</h2>
                  <CopySectionLink sectionId={section.id} sectionTitle={section.title} />
                </div>
                {section.body}
              </section>
            ))}
          </Prose>
        </div>
      </div>
    </PageContainer>
  );
}
