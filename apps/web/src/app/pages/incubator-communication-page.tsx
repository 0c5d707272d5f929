import { useParams } from "react-router";
import { ChatWorkspace } from "@/features/chat/components/chat-workspace";
import { useIncubator } from "@/features/incubators/api/get-incubator";

/** `/incubators/{slug}/communication`: the incubator's channels, for its members and owner. */
export function IncubatorCommunicationPage() {
  const { slug = "" } = useParams();
  const incubator = useIncubator(slug);
  return (
    <ChatWorkspace
      scope={{ kind: "incubator", slug }}
      title="Incubator communication"
      placeName={incubator.data?.incubator.name}
      backTo={`/incubators/${slug}`}
      backLabel="Back to the incubator"
    />
  );
}
