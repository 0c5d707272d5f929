import { useSearchParams } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { Card, CardContent } from "@/components/ui/card";
import { InvalidResetLink } from "../components/invalid-reset-link";
import { ResetPasswordForm } from "../components/reset-password-form";

/**
 * Where the mailed reset link lands: `?token=` when it is valid, `?error=` when the server already found it
 * used or expired.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkUsable = token !== null && token !== "" && !searchParams.has("error");

  return (
    <PageContainer className="flex justify-center py-12 sm:py-16">
      <div className="grid w-full max-w-md gap-6">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">Reset your password</h1>
          <p className="text-muted-foreground">Choose a new password for your account.</p>
        </div>
        <Card>
          <CardContent>{linkUsable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}</CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
