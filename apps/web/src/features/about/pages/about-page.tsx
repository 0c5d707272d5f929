import { Link } from "react-router";
import { PageContainer, PageHeader, Prose } from "@/components/page-layout";

export function AboutPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="About"
        title="About Hatchery"
        lead="Hatchery helps people get into tech and business careers by doing the work: in incubators, on teams and on real projects, with experienced people alongside them."
      />
      <Prose>
        <h2>Why Hatchery exists</h2>
        <p>
          Courses teach the theory of a role, but hiring managers look for experience: shipping something with
          other people, handling feedback, explaining decisions. That experience is hard to get before the
          first job. Hatchery closes the gap by giving aspiring professionals a structured place to practise
          the work itself.
        </p>

        <h2>How it works</h2>
        <p>
          Everything on Hatchery happens inside <strong>incubators</strong>: communities organised around a
          field, a region or a goal. Members of an incubator form <strong>teams</strong>, take on roles such
          as product, engineering, sales or growth, and build <strong>projects</strong> together. Each
          incubator has its own feed, positions and communication channels.
        </p>
        <p>
          Alongside the teamwork, a <strong>library</strong> explains tech roles and the software, sales and
          product lifecycles; <strong>career games</strong> and interview practice build confidence; and a{" "}
          <strong>career assessment</strong> helps members choose a direction. <strong>Advisors</strong> and{" "}
          <strong>coaches</strong> mentor members and run incubators of their own.
        </p>

        <h2>Guests and subscribers</h2>
        <p>
          Anyone can join an incubator as a guest at no cost. An incubator can also offer subscription plans,
          usually with a free trial and sometimes with a charter-member offer for early supporters.
          Subscribers get team leadership, business funding and premium mentorship. A member holds one active
          subscription at a time. The <Link to="/faq">FAQ</Link> covers the details.
        </p>

        <h2>Open source and self-hosted</h2>
        <p>
          Hatchery is open-source software: anyone can read the code, run it and improve it. Universities,
          bootcamps, accelerators and communities can run their own installation on a single machine and grow
          to several servers when they need to. The people who run an installation (its operators) decide
          which incubators it hosts and what plans cost.
        </p>

        <h2>What we care about</h2>
        <ul>
          <li>
            <strong>Learning by doing.</strong> Every feature should help someone practise real work with real
            people.
          </li>
          <li>
            <strong>Accessibility.</strong> Hatchery works with a keyboard and a screen reader, on a small
            phone and a large monitor, in light and dark mode.
          </li>
          <li>
            <strong>Respect for privacy.</strong> Hatchery records only what it needs; see the{" "}
            <Link to="/privacy">privacy policy</Link>.
          </li>
          <li>
            <strong>Honesty.</strong> Prices, trials and what each membership includes are shown before anyone
            pays.
          </li>
        </ul>

        <h2>Find out more</h2>
        <p>
          Read <Link to="/who-is-hatchery-for">who Hatchery is for</Link>, browse the{" "}
          <Link to="/documentation">documentation</Link>, or go straight to the{" "}
          <Link to="/incubators">incubators</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
