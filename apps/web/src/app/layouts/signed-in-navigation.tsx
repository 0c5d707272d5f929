import { ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useDashboardTeams } from "@/features/teams/api/get-dashboard-teams";
import { NAVIGATION_LINK_CLASS } from "./navigation-link";

/**
 * The primary navigation's part for someone signed in: their feed, their messages on a phone, and their teams behind one menu (read
 * by the dashboard's teams query, which the dashboard and the home page then find in the cache).
 */
export function SignedInNavigation({ onNavigate }: { onNavigate: () => void }) {
  const teams = useDashboardTeams();
  const mine = teams.data?.teams ?? [];
  // The teams' menu is drawn in its item, inside the header's menu: on a phone that is a popover, in the
  // top layer, which would cover a menu drawn in the body.
  const [teamsItem, setTeamsItem] = useState<HTMLLIElement | null>(null);
  return (
    <>
      <li>
        <NavLink to="/feed" onClick={onNavigate} className={NAVIGATION_LINK_CLASS}>
          Feed
        </NavLink>
      </li>
      {/* The header carries the Messages link from the sm breakpoint up (messages-header-link.tsx). */}
      <li className="sm:hidden">
        <NavLink to="/messages" onClick={onNavigate} className={NAVIGATION_LINK_CLASS}>
          Messages
        </NavLink>
      </li>
      <li ref={setTeamsItem}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="h-auto w-full justify-between px-3 py-2 font-medium text-muted-foreground lg:w-auto"
            >
              My teams
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-64" container={teamsItem}>
            {teams.isPending ? (
              <DropdownMenuLabel className="font-normal text-muted-foreground">
                Loading your teams…
              </DropdownMenuLabel>
            ) : mine.length === 0 ? (
              <DropdownMenuLabel className="font-normal text-muted-foreground">
                You are not in a team yet.
              </DropdownMenuLabel>
            ) : (
              mine.map((team) => (
                <DropdownMenuItem key={team.slug} asChild>
                  <Link to={`/teams/${team.slug}`} onClick={onNavigate} className="grid gap-0.5">
                    <span className="font-medium">{team.name}</span>
                    <span className="text-xs text-muted-foreground">{team.incubator.name}</span>
                  </Link>
                </DropdownMenuItem>
              ))
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <Link to="/teams" onClick={onNavigate}>
                {mine.length === 0 ? "Find a team" : "All teams"}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </li>
    </>
  );
}
