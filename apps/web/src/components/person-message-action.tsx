import type { PersonRef } from "@hatchery/shared";
import { createContext, type ReactNode, useContext } from "react";
import { useSession } from "@/lib/auth/session";

/** Draws a way to write to one person ("Message", decision 064). */
export type PersonMessageAction = (person: PersonRef) => ReactNode;

const PersonMessageActionContext = createContext<PersonMessageAction | undefined>(undefined);

/**
 * Gives the lists inside it (team members, applicants, candidates, an incubator's members) the chat's
 * "Message" action. The page composing them provides it (app/pages): the teams and community features
 * cannot import the chat, and a list drawn without a provider simply shows no action.
 */
export function PersonMessageActionProvider({
  action,
  children,
}: {
  action: PersonMessageAction;
  children: ReactNode;
}) {
  return <PersonMessageActionContext.Provider value={action}>{children}</PersonMessageActionContext.Provider>;
}

/** The provided action for the person, or nothing (none provided, or the person is the viewer). */
export function PersonMessageActionFor({ person }: { person: PersonRef }) {
  const action = useContext(PersonMessageActionContext);
  const session = useSession();
  if (!action || !session.data || session.data.user.id === person.id) return null;
  return <>{action(person)}</>;
}

/** The provided action itself, for a component that takes it as a prop. */
export function usePersonMessageAction(): PersonMessageAction | undefined {
  return useContext(PersonMessageActionContext);
}
