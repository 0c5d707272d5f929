import type { ComponentProps } from "react";
import { PersonMessageActionProvider } from "@/components/person-message-action";
import { MessageButton } from "@/features/chat/components/message-button";
import { IncubatorCommunitySection } from "@/features/incubator-community/components/incubator-community-section";

/**
 * The incubator's community with "Message" beside its members (decision 064): composed here, since the
 * community cannot import the chat, and loaded with the section after the page's first paint.
 */
export function IncubatorCommunityWithMessages(props: ComponentProps<typeof IncubatorCommunitySection>) {
  return (
    <PersonMessageActionProvider action={(person) => <MessageButton person={person} />}>
      <IncubatorCommunitySection {...props} />
    </PersonMessageActionProvider>
  );
}
