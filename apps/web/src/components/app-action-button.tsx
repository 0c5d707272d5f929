import { Link } from "react-router";
import { Button, type ButtonProps, buttonVariants } from "@/components/ui/button";
import { useServedAsDocument } from "@/lib/use-hydrating";

/**
 * A button that opens a part of the app (a dialog, a form). A visitor's document runs no app: there it
 * is a link, looking the same, to `documentTo`, an address whose page the app opens that part on
 * (decision 086). The one way a page sent as a document offers such an action.
 */
export function AppActionButton({
  documentTo,
  variant,
  size,
  className,
  children,
  ...props
}: ButtonProps & { documentTo: string }) {
  if (useServedAsDocument()) {
    return (
      <Link to={documentTo} className={buttonVariants({ variant, size, className })}>
        {children}
      </Link>
    );
  }
  return (
    <Button variant={variant} size={size} className={className} {...props}>
      {children}
    </Button>
  );
}
