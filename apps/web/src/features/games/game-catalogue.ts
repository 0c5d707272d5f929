import { BrainIcon, LayersIcon, type LucideIcon, MessageSquareTextIcon, RouteIcon } from "lucide-react";

export interface GameEntry {
  id: "memory" | "interview" | "career" | "tmay";
  title: string;
  href: string;
  description: string;
  /** How long a round usually takes, in words. */
  length: string;
  icon: LucideIcon;
}

/** Every game the hub offers, in the order it shows them. */
export const GAME_CATALOGUE: readonly GameEntry[] = [
  {
    id: "interview",
    title: "Interview practice",
    href: "/games/interview",
    description:
      "Answer behavioural questions or ones for your founding role, typed or spoken, and see which key points you covered.",
    length: "10–20 minutes",
    icon: MessageSquareTextIcon,
  },
  {
    id: "career",
    title: "Career game",
    href: "/games/career",
    description:
      "Run a young company as its CEO, CTO, CCO or CGO: every decision moves cash, customers, morale and quality.",
    length: "10 minutes",
    icon: RouteIcon,
  },
  {
    id: "tmay",
    title: "Tell-me-about-yourself tutor",
    href: "/games/tmay-tutor",
    description:
      "Build your present, past and future answer, keep versions, and deliver it in 60 to 90 seconds.",
    length: "15 minutes",
    icon: BrainIcon,
  },
  {
    id: "memory",
    title: "Memory game",
    href: "/games/memory",
    description: "Match each role with its work and each term with its meaning, on three grid sizes.",
    length: "2–5 minutes",
    icon: LayersIcon,
  },
];
