import { THEME_CHOICES, THEME_LABELS } from "@hatchery/shared";
import {
  BellIcon,
  ChevronDownIcon,
  CreditCardIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  type LucideIcon,
  MonitorSmartphoneIcon,
  ShieldIcon,
  UserRoundIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Session } from "@/lib/auth/session";
import { useSignOut } from "@/lib/auth/sign-out";
import { useThemeChoice } from "@/lib/theme";

const LINKS: readonly [string, string, LucideIcon][] = [
  ["/dashboard", "Dashboard", LayoutDashboardIcon],
  ["/profile", "Profile", UserRoundIcon],
  ["/subscription", "Subscription", CreditCardIcon],
  ["/notifications", "Notifications", BellIcon],
];

function initials(session: Session | undefined): string {
  const { firstName, lastName, name } = session?.user ?? {};
  const letters = [firstName, lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || name?.trim().charAt(0) || "?").toUpperCase();
}

/**
 * The signed-in person's menu in the header. `session` is missing only when the roles could not be read;
 * the person is signed in all the same and can still sign out.
 */
export function AccountMenu({ session }: { session: Session | undefined }) {
  const signOut = useSignOut();
  const name = session?.user.name ?? "Your account";

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="gap-2 px-2" aria-label={`Account menu for ${name}`}>
          <Avatar session={session} />
          <span className="hidden max-w-32 truncate 2xl:inline">{name}</span>
          <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{name}</span>
          {session && (
            <span className="truncate text-xs font-normal text-muted-foreground">{session.user.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {LINKS.map(([to, label, Icon]) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          {/* For the person, not for security: /admin is guarded on the server and by its route. */}
          {session?.roles.includes("admin") && (
            <DropdownMenuItem asChild>
              <Link to="/admin">
                <ShieldIcon aria-hidden="true" />
                Admin
              </Link>
            </DropdownMenuItem>
          )}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <ThemeItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate({})}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate({ everywhere: true })}>
          <MonitorSmartphoneIcon aria-hidden="true" />
          Sign out of all devices
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The colour theme, chosen in place: the page changes at once and the account keeps the choice. */
function ThemeItems() {
  const [theme, choose] = useThemeChoice();
  return (
    <DropdownMenuGroup>
      <DropdownMenuLabel id="account-menu-theme" className="text-xs font-normal text-muted-foreground">
        Theme
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="account-menu-theme"
        value={theme}
        onValueChange={(value) => {
          const choice = THEME_CHOICES.find((candidate) => candidate === value);
          if (choice) choose(choice);
        }}
      >
        {THEME_CHOICES.map((choice) => (
          <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
            {THEME_LABELS[choice]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </DropdownMenuGroup>
  );
}

/** Decorative: the trigger's accessible name already says whose account it is. */
function Avatar({ session }: { session: Session | undefined }) {
  const image = session?.user.image;
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-xs font-semibold text-accent-foreground"
    >
      {image ? <img src={image} alt="" className="size-full object-cover" /> : initials(session)}
    </span>
  );
}
