import { useParams } from "react-router";
import { ChatWorkspace } from "@/features/chat/components/chat-workspace";
import { useTeam } from "@/features/teams/api/get-team";

/** `/teams/{slug}/communication`: the team's channel, for its members. */
export function TeamCommunicationPage() {
  const { slug = "" } = useParams();
  const team = useTeam(slug);
  return (
    <ChatWorkspace
      scope={{ kind: "team", slug }}
      title="Team communication"
      placeName={team.data?.team.name}
      backTo={`/teams/${slug}`}
      backLabel="Back to the team"
      people={team.data?.members.map((member) => member.user)}
    />
  );
}
