import { Link } from "react-router";
import { PageContainer, PageHeader, Prose } from "@/components/page-layout";

export function TermsPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Legal"
        title="Terms of service"
        lead="The rules for using this Hatchery service, written to be read. Please take a few minutes to go through them."
      />
      <Prose>
        <h2>Who provides this service</h2>
        <p>
          Hatchery is open-source software that anyone can install. This service is run by the organisation
          that operates this installation (“the operator”, “we”). These terms form the agreement between you
          and the operator. The operator may add its own conditions, for example about payments or support;
          where it does, those conditions are shown to you before they apply.
        </p>

        <h2>Your account</h2>
        <ul>
          <li>You need an account to join incubators, teams and projects. Browsing public pages does not.</li>
          <li>
            Give accurate information, keep your password to yourself and use two-factor authentication if you
            can. You are responsible for what happens under your account.
          </li>
          <li>You must confirm your email address before using areas that require it.</li>
          <li>You may stop using your account at any time and ask the operator to delete it.</li>
        </ul>

        <h2>Using Hatchery well</h2>
        <p>Hatchery is a place to learn and work together. When you use it, you agree not to:</p>
        <ul>
          <li>harass, threaten, discriminate against or impersonate anyone;</li>
          <li>post content that is unlawful, infringes someone else's rights, or contains malware;</li>
          <li>collect other members' personal data, or send them unsolicited advertising;</li>
          <li>try to get around security measures, rate limits or the rules of an incubator;</li>
          <li>use the service in a way that harms its availability for others.</li>
        </ul>
        <p>
          Incubators, teams and advisors may set additional rules for their own spaces, as long as they do not
          conflict with these terms.
        </p>

        <h2>Your content</h2>
        <p>
          You keep ownership of what you post: profile details, posts, messages and project work. You give the
          operator permission to store and display that content to the people it is shared with, only as
          needed to run the service. Agreements about who owns a team's project belong to the team; settle
          them early, in writing.
        </p>

        <h2>Memberships and subscriptions</h2>
        <ul>
          <li>
            Joining an incubator as a guest is free. Subscribing to one of its plans makes you a subscriber
            for as long as the subscription is active; when it ends, you become a guest again.
          </li>
          <li>
            Plans are billed monthly at the price shown when you subscribe. A free trial, where offered, lasts
            for the period shown on the plan.
          </li>
          <li>You can hold one active subscription (including a trial) at a time.</li>
          <li>
            Payments are processed by the payment provider the operator has chosen, under that provider's
            terms. Refunds are handled by the operator.
          </li>
          <li>
            You can cancel a subscription at any time; it then ends at the close of the period paid for.
          </li>
        </ul>

        <h2>Mentoring and learning content</h2>
        <p>
          Advisors, coaches, the library, the games and the career assessment offer guidance to help you grow.
          They are not legal, financial or employment advice, and no outcome such as a job offer or funding is
          guaranteed.
        </p>

        <h2>Availability and changes</h2>
        <p>
          The operator aims to keep the service running and your data safe, but cannot promise that it will be
          uninterrupted or free of errors. Features may change as Hatchery develops. When these terms change
          in a way that matters, you will be told before the change takes effect.
        </p>

        <h2>Suspension and closure</h2>
        <p>
          The operator may suspend or close an account that seriously or repeatedly breaks these terms, and
          will explain why unless the law prevents it. You can stop using the service whenever you wish.
        </p>

        <h2>Liability</h2>
        <p>
          The service is provided as it is. To the extent the law allows, the operator is not liable for
          indirect losses, or for losses caused by other members. Nothing in these terms limits rights you
          have as a consumer that cannot be limited by agreement.
        </p>

        <h2>Privacy and questions</h2>
        <p>
          How your personal data is handled is described in the <Link to="/privacy">privacy policy</Link>. For
          questions about these terms, contact the operator of this installation.
        </p>
      </Prose>
    </PageContainer>
  );
}
