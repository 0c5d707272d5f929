import { PRODUCT_NAME } from "@hatchery/shared";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAppConfig } from "@/lib/auth/get-app-config";
import { INVALID_LINK_MESSAGE, safeRedirectPath, takeLinkError } from "@/lib/auth/redirect";
import { isRoleLookupFailure, useSession } from "@/lib/auth/session";
import { useLandingAfterSignIn } from "@/lib/landing-after-sign-in";
import { useHydrating } from "@/lib/use-hydrating";
import { LinkedInButton } from "../components/linkedin-button";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";

/* The steps after a first choice load when reached, not with the page's first view (issue 29). */
const ForgotPasswordForm = lazy(() =>
  import("../components/forgot-password-form").then((module) => ({ default: module.ForgotPasswordForm })),
);
const TwoFactorForm = lazy(() =>
  import("../components/two-factor-form").then((module) => ({ default: module.TwoFactorForm })),
);

type AuthView = "sign-in" | "sign-up" | "forgot-password" | "two-factor";

const HEADINGS: Record<AuthView, { title: string; lead: string }> = {
  "sign-in": { title: `Sign in to ${PRODUCT_NAME}`, lead: "Welcome back. Pick up where you left off." },
  "sign-up": {
    title: `Join ${PRODUCT_NAME}`,
    lead: "Create your account to join incubators, form teams and build projects.",
  },
  "forgot-password": { title: "Forgot your password?", lead: "It happens. We will email you a link." },
  "two-factor": { title: "Two-factor authentication", lead: "One more step to confirm it is you." },
};

/**
 * `?view=sign-up` and `?view=forgot-password` open those directly (from links elsewhere in the app);
 * `?view=two-factor` is where the server sends a LinkedIn sign-in that still needs its code.
 */
function initialView(value: string | null): AuthView {
  return value === "sign-up" || value === "forgot-password" || value === "two-factor" ? value : "sign-in";
}

const isTab = (view: AuthView) => view === "sign-in" || view === "sign-up";

/**
 * Sign in and sign up, with the two-factor and forgotten-password steps. Once a session exists the person
 * goes to `?redirect=` (a path on this site only) or the dashboard.
 *
 * The build pre-renders it (the same HTML for every visitor), and the server sends that HTML only to the
 * addresses of the sign-in view without a link error (PRERENDERED_ONLY_WHEN in
 * apps/server/src/lib/web-app.ts); the other views arrive with the frame and are drawn at once. While
 * hydrating it shows what that HTML shows, the sign-in form with no link error, LinkedIn or session, and
 * the rest straight after. The forms cannot be sent until then (see `SignInForm`).
 */
export function AuthPage() {
  const [searchParams] = useSearchParams();
  const hydrating = useHydrating();
  // A verification link that could not be used lands here (through the guard) with its error marker.
  const { path: requestedPath, linkError } = takeLinkError(safeRedirectPath(searchParams.get("redirect")));
  // A stored subscribe intent may take the place of that page (the rule is in lib/subscription-intent).
  const redirectTo = useLandingAfterSignIn(requestedPath);
  const [view, setView] = useState<AuthView>(() => initialView(searchParams.get("view")));
  const [forgotEmail, setForgotEmail] = useState("");
  const session = useSession();
  const config = useAppConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const previousView = useRef(view);

  // A step that replaces the form moves focus to the new heading, so the change is announced. Switching
  // between the two tabs is left to the tabs, which keep focus on the tab the person chose; the code step
  // focuses its own field, where the one-time code is typed or filled in.
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    if (previous === view || (isTab(previous) && isTab(view)) || view === "two-factor") return;
    heading.current?.focus();
  }, [view]);

  if (!hydrating && (session.data || isRoleLookupFailure(session.error)))
    return <Navigate to={redirectTo} replace />;

  // The state keeps the address's view from the start; only what is shown waits for the hydration.
  const shown = hydrating ? "sign-in" : view;
  const { title, lead } = HEADINGS[shown];
  const showLinkedIn = !hydrating && config.data?.linkedin === true && isTab(shown);

  return (
    <PageContainer className="flex justify-center py-12 sm:py-16">
      <div className="grid w-full max-w-md gap-6">
        <div className="space-y-2 text-center">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {title}
          </h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        {linkError && !hydrating && (
          <Alert variant="destructive">
            <AlertTitle>Your email address is not verified yet</AlertTitle>
            <AlertDescription className="text-destructive">
              {INVALID_LINK_MESSAGE} Sign in to ask for a new verification email.
            </AlertDescription>
          </Alert>
        )}
        <Card>
          <CardContent className="grid gap-6">
            {shown === "two-factor" ? (
              <Suspense fallback={null}>
                <TwoFactorForm onCancel={() => setView("sign-in")} />
              </Suspense>
            ) : shown === "forgot-password" ? (
              <Suspense fallback={null}>
                <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setView("sign-in")} />
              </Suspense>
            ) : (
              <Tabs value={shown} onValueChange={(value) => setView(initialView(value))}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="sign-in">Sign in</TabsTrigger>
                  <TabsTrigger value="sign-up">Sign up</TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="pt-2">
                  <SignInForm
                    redirectTo={redirectTo}
                    onTwoFactorRequired={() => setView("two-factor")}
                    onForgotPassword={(email) => {
                      setForgotEmail(email);
                      setView("forgot-password");
                    }}
                  />
                </TabsContent>
                <TabsContent value="sign-up" className="pt-2">
                  <SignUpForm redirectTo={redirectTo} onSignIn={() => setView("sign-in")} />
                </TabsContent>
              </Tabs>
            )}
            {showLinkedIn && (
              <>
                <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or
                  <span className="h-px flex-1 bg-border" />
                </div>
                <LinkedInButton redirectTo={redirectTo} />
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
