import { MENTOR_PROFILE_EDIT_PATH } from "@hatchery/shared";
import { Suspense } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useAppConfig } from "@/lib/auth/get-app-config";
import { hasRequiredRole } from "@/lib/auth/roles";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { lazySection } from "@/lib/lazy-section";

/*
 * Every section is its own chunk: together with the form, validation and dialog code they share, they
 * weigh more than one route chunk may (bench/bundle.mjs), while this page shows its frame at once.
 */
const PersonalDetailsSection = lazySection(() =>
  import("@/features/profile/components/personal-details-section").then(
    (module) => module.PersonalDetailsSection,
  ),
);
const TeamPreferencesSection = lazySection(() =>
  import("@/features/profile/components/team-preferences-section").then(
    (module) => module.TeamPreferencesSection,
  ),
);
const ProfileVisibilitySection = lazySection(() =>
  import("@/features/profile/components/profile-visibility-section").then(
    (module) => module.ProfileVisibilitySection,
  ),
);
const SkillsCard = lazySection(() =>
  import("@/features/skills/components/skills-card").then((module) => module.SkillsCard),
);
const AvatarSection = lazySection(() =>
  import("@/features/profile/components/avatar-section").then((module) => module.AvatarSection),
);
const EmailSection = lazySection(() =>
  import("@/features/profile/components/email-section").then((module) => module.EmailSection),
);
const PasswordSection = lazySection(() =>
  import("@/features/profile/components/password-section").then((module) => module.PasswordSection),
);
const TwoFactorSection = lazySection(() =>
  import("@/features/profile/components/two-factor-section").then((module) => module.TwoFactorSection),
);
const LinkedAccountsSection = lazySection(() =>
  import("@/features/profile/components/linked-accounts-section").then(
    (module) => module.LinkedAccountsSection,
  ),
);
const SessionsSection = lazySection(() =>
  import("@/features/profile/components/sessions-section").then((module) => module.SessionsSection),
);
const NotificationPreferencesSection = lazySection(() =>
  import("@/features/notifications/components/notification-preferences-section").then(
    (module) => module.NotificationPreferencesSection,
  ),
);
const AppearanceSection = lazySection(() =>
  import("@/features/profile/components/appearance-section").then((module) => module.AppearanceSection),
);
const TimeZoneSection = lazySection(() =>
  import("@/features/profile/components/time-zone-section").then((module) => module.TimeZoneSection),
);
const RoleRequestSection = lazySection(() =>
  import("@/features/role-requests/components/role-request-section").then(
    (module) => module.RoleRequestSection,
  ),
);
const SoundSection = lazySection(() =>
  import("@/features/profile/components/sound-section").then((module) => module.SoundSection),
);

function SectionSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, card) => (
        <div key={card} aria-hidden="true" className="flex flex-col gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-72" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/**
 * The way into mentoring (decision 051): everyone's sessions, and for advisors and coaches (the advisor
 * check takes both) what they keep as mentors. Anyone may open the mentor profile editor and learn why.
 */
function MentoringLinks({ mentor }: { mentor: boolean }) {
  const links = [
    { to: "/mentoring/sessions", label: "Your mentoring sessions" },
    ...(mentor
      ? [
          { to: "/mentoring/shared", label: "Shared with me" },
          { to: "/profile/mentor/availability", label: "Your availability" },
        ]
      : []),
    { to: MENTOR_PROFILE_EDIT_PATH, label: "Your mentor profile" },
  ];
  return (
    <section aria-labelledby="profile-mentoring" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="profile-mentoring" className="text-lg font-semibold">
        Mentoring
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Sessions you booked with an advisor or coach, or that members booked with you. Advisors and coaches
        publish a profile in the advisors directory, where members find them.
      </p>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonVariants({ variant: "outline" })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/profile`: a page of the app rather than of the profile feature, since it composes the profile's
 * sections with the notification preferences of the notifications feature and the skills card.
 */
export function ProfilePage() {
  const session = useSession();
  const config = useAppConfig();
  const account = session.data;

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Your profile"
        lead="Your details, how you sign in, and your settings on this device."
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {account ? (
          // One boundary, so the sections appear together rather than one by one.
          <Suspense fallback={<SectionSkeletons count={3} label="Loading your profile…" />}>
            <PersonalDetailsSection account={account} />
            <TeamPreferencesSection account={account} />
            <ProfileVisibilitySection account={account} />
            <SkillsCard />
            <AvatarSection user={account.user} />
            <EmailSection user={account.user} />
            <PasswordSection />
            <TwoFactorSection enabled={account.user.twoFactorEnabled} />
            {config.data?.linkedin && (
              // Its own boundary: the configuration may arrive after the rest is on screen.
              <Suspense fallback={null}>
                <LinkedAccountsSection />
              </Suspense>
            )}
            <SessionsSection />
            <TimeZoneSection user={account.user} />
            <AppearanceSection />
            <NotificationPreferencesSection />
            <SoundSection />
            <MentoringLinks mentor={hasRequiredRole(account.roles, "advisor")} />
            <RoleRequestSection emailVerified={account.user.emailVerified} />
          </Suspense>
        ) : session.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>We couldn't load your profile</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>{errorMessage(session.error)}</p>
              <Button type="button" variant="outline" onClick={() => void session.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : session.data === null ? (
          <Alert>
            <AlertTitle>You're signed out</AlertTitle>
            <AlertDescription>
              <Link
                to={signInPath("/profile")}
                className="font-medium text-primary underline underline-offset-4"
              >
                Sign in
              </Link>{" "}
              to see your profile.
            </AlertDescription>
          </Alert>
        ) : (
          <SectionSkeletons count={3} label="Loading your profile…" />
        )}
      </div>
    </PageContainer>
  );
}
