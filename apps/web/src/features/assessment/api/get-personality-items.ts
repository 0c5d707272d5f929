import { useQuery } from "@tanstack/react-query";
import { assessmentKeys } from "@/lib/query-keys/assessment-keys";

export interface PersonalityItem {
  id: string;
  text: string;
}

/**
 * The 120 IPIP-NEO items in English, loaded only when someone starts the personality part, so they
 * weigh on no first view. Only the id and the text reach the page: the keying stays with the scoring.
 */
export async function loadPersonalityItems(): Promise<PersonalityItem[]> {
  const { default: items } = await import("@bigfive-org/questions/data/en/questions.json");
  return items.map((item) => ({ id: item.id, text: item.text }));
}

export function usePersonalityItems(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.personalityItems(),
    queryFn: loadPersonalityItems,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
