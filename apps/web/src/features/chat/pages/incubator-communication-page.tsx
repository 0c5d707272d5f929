import { useParams } from "react-router";
import { useIncubator } from "@/features/incubators/api/get-incubator";
import { ChatWorkspace } from "../components/chat-workspace";

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
