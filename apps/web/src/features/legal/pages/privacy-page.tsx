import { INTERVIEW_SPEECH_NOTICE } from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader, Prose } from "@/components/page-layout";

export function PrivacyPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Legal"
        title="Privacy policy"
        lead="What this Hatchery service records about you, why, and what stays in your own browser. Hatchery is built to collect as little as it can."
      />
      <Prose>
        <h2>Who is responsible</h2>
        <p>
          Hatchery is self-hosted software. The organisation that runs this installation (“the operator”)
          decides where it runs and is responsible for your personal data. Your data is stored on the
          operator's servers; it is not sent to the Hatchery project.
        </p>

        <h2>What we store when you use an account</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your email address, first and last name, and your password,
            which is stored only as a secure hash. If you turn on two-factor authentication, its settings are
            stored too.
          </li>
          <li>
            <strong>LinkedIn sign-in,</strong> if you choose to use it: the basic profile details LinkedIn
            shares with your permission.
          </li>
          <li>
            <strong>Memberships and subscriptions:</strong> the incubators you belong to, whether you are a
            guest or a subscriber, when you joined and were last active, and your subscription plan and
            status.
          </li>
          <li>
            <strong>What you create:</strong> profile details, teams, projects, posts and messages, visible to
            the people they are shared with.
          </li>
          <li>
            <strong>Assessment results,</strong> if you take the career assessment while signed in: your
            answers and scores for each part, every retake kept, visible to you alone. Whether you show your
            role-fit summary to teams you apply to is your choice, off until you turn it on.
          </li>
          <li>
            <strong>Interview practice,</strong> if you save a session while signed in: the questions you were
            asked, the text of each answer as you kept it, whether you typed or spoke it, how long it took,
            and the feedback computed from the text, visible to you alone. {INTERVIEW_SPEECH_NOTICE} If the
            operator turns on written feedback, an answer is sent to the AI service they chose only when you
            tick the agreement and ask for it, and its reply is not kept.
          </li>
          <li>
            <strong>The tell-me-about-yourself tutor,</strong> if you save while signed in: each version of
            your draft as you typed it, and each timed delivery with its text, whether you typed or spoke it,
            how long it took and the feedback computed from the text, visible to you alone. Spoken deliveries
            use the browser's speech recognition in the same way as interview practice.
          </li>
          <li>
            <strong>Security records:</strong> sign-in attempts are counted for a few minutes to slow down
            password guessing.
          </li>
        </ul>
        <p>
          Payments are handled by the payment provider the operator has chosen. Hatchery receives the result
          of a payment, never your card details.
        </p>

        <h2>Page views</h2>
        <p>
          To understand which pages are useful, Hatchery records page views itself, on the operator's own
          server: the address of the page visited (without any query), the page you came from, and a random
          visitor identifier kept in your browser. It does not record your name or email address with them.{" "}
          <strong>
            If your browser sends a Do Not Track or Global Privacy Control signal, no page views are recorded
            and no analytics of any kind are loaded.
          </strong>
        </p>

        <h2>Google Analytics, only if the operator turns it on</h2>
        <p>
          Hatchery does not include Google Analytics by default. An operator can choose to enable it; only
          then does your browser load Google's analytics script, and Google processes the visit under its own
          privacy policy. If you prefer not to be measured, a content blocker or your browser's tracking
          protection will stop it.
        </p>

        <h2>Cookies</h2>
        <p>
          Hatchery sets cookies only to keep you signed in. They are marked so that scripts cannot read them,
          and they are removed when you sign out or the session expires. Hatchery sets no advertising cookies.
        </p>

        <h2>What stays in your browser</h2>
        <p>
          Some things are kept in your browser's local storage. The visitor identifier is sent to Hatchery
          with the page views described above, and assessment answers when you finish a part, to score it; the
          rest never leaves your device:
        </p>
        <ul>
          <li>
            <strong>Sound settings:</strong> whether sound effects are muted, and their volume.
          </li>
          <li>
            <strong>Assessment answers:</strong> your answers to a part of the career assessment while you
            take it, so you can continue later. They are removed once a signed-in result is saved, or when you
            start the part again.
          </li>
          <li>
            <strong>Signed-in hint:</strong> whether this browser last had a session (no identifier), so
            public pages only check your session when there may be one.
          </li>
          <li>
            <strong>Subscription intent:</strong> if you pick a plan before signing in, the incubator and plan
            you chose, so you can finish subscribing afterwards. It is cleared when you complete or dismiss
            it.
          </li>
          <li>
            <strong>Visitor identifier:</strong> the random identifier sent with page views, described above.
          </li>
        </ul>
        <p>
          Your browser's session storage also remembers how far you had scrolled on each page, so the back
          button returns you to the same place; it is discarded when you close the tab. You can remove all of
          this at any time by clearing this site's data in your browser.
        </p>

        <h2>Email</h2>
        <p>
          Hatchery sends email only about your account, such as verifying your address or resetting your
          password. It does not send marketing email.
        </p>

        <h2>How long we keep data</h2>
        <p>
          Account data is kept while your account exists. When you leave an incubator, your membership is
          marked inactive rather than erased, so that you can return. Page-view records are kept only as long
          as the operator needs them for statistics.
        </p>

        <h2>Your rights</h2>
        <p>
          You can see and correct your details on your profile. You can ask the operator for a copy of your
          data, or for your account and data to be deleted. Depending on where you live, you may have further
          rights, including the right to complain to a data-protection authority.
        </p>

        <h2>Questions</h2>
        <p>
          Contact the operator of this installation with any question about your data. How the service may be
          used is described in the <Link to="/terms">terms of service</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
