import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

export function InvalidResetLink({ announce = false }: { announce?: boolean }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive" role={announce ? "alert" : "status"}>
        <AlertTitle>This link cannot be used</AlertTitle>
        <AlertDescription className="text-destructive">
          This password reset link is invalid or has expired. Reset links work once and only for a limited
          time.
        </AlertDescription>
      </Alert>
      <Link to="/auth?view=forgot-password" className={buttonVariants()}>
        Request a new link
      </Link>
    </div>
  );
}
