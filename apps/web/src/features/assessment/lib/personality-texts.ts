import type { PersonalityDomain, PersonalityLevel } from "@hatchery/shared";

/**
 * Plain words for the five domains and thirty facets of the IPIP-NEO, written for Hatchery: what each
 * measures and how it tends to show in an early team. No level is better than another; each suits some
 * work and some teams more than others.
 */

interface DomainText {
  title: string;
  about: string;
  levels: Record<PersonalityLevel, string>;
  /** Facets 1 to 6, in the item bank's order. */
  facets: readonly [FacetText, FacetText, FacetText, FacetText, FacetText, FacetText];
}

interface FacetText {
  title: string;
  about: string;
}

export const PERSONALITY_TEXTS: Record<PersonalityDomain, DomainText> = {
  N: {
    title: "Neuroticism",
    about: "How strongly you feel worry, frustration and stress.",
    levels: {
      low: "You tend to stay calm under pressure and recover quickly from setbacks.",
      neutral: "You feel stress about as much as most people, and it passes.",
      high: "You feel setbacks keenly. Teams gain from your early warnings; plan for rest when things are tense.",
    },
    facets: [
      { title: "Anxiety", about: "Worrying about what could go wrong." },
      { title: "Anger", about: "How quickly frustration turns into irritation." },
      { title: "Low mood", about: "Feeling discouraged or down." },
      { title: "Self-consciousness", about: "Feeling uneasy about how others see you." },
      { title: "Immoderation", about: "Finding it hard to resist cravings and urges." },
      { title: "Vulnerability", about: "Feeling overwhelmed when pressure piles up." },
    ],
  },
  E: {
    title: "Extraversion",
    about: "How much you seek out people, activity and attention.",
    levels: {
      low: "You recharge alone and prefer focused work and small groups.",
      neutral: "You enjoy company and quiet time in about equal measure.",
      high: "You draw energy from people: pitching, meeting customers and rallying a team come naturally.",
    },
    facets: [
      { title: "Friendliness", about: "Warmth towards people you meet." },
      { title: "Gregariousness", about: "Enjoying crowds and busy places." },
      { title: "Assertiveness", about: "Taking charge and speaking up." },
      { title: "Activity level", about: "Keeping a fast, full pace." },
      { title: "Excitement-seeking", about: "Looking for thrills and new stimulation." },
      { title: "Cheerfulness", about: "Feeling and showing joy and enthusiasm." },
    ],
  },
  O: {
    title: "Openness to experience",
    about: "How much you seek new ideas, art, feelings and ways of doing things.",
    levels: {
      low: "You prefer the familiar and the proven, and keep a team grounded.",
      neutral: "You like new ideas when they serve a purpose.",
      high: "You are curious and imaginative: exploring options and new markets energises you.",
    },
    facets: [
      { title: "Imagination", about: "A rich inner world of ideas and daydreams." },
      { title: "Artistic interests", about: "Enjoying beauty in art and nature." },
      { title: "Emotionality", about: "Being aware of your own feelings." },
      { title: "Adventurousness", about: "Wanting to try new things and places." },
      { title: "Intellect", about: "Enjoying abstract ideas and puzzles." },
      { title: "Liberalism", about: "Readiness to question rules and traditions." },
    ],
  },
  A: {
    title: "Agreeableness",
    about: "How much you put getting along and others' needs first.",
    levels: {
      low: "You say hard things plainly and hold your ground in negotiations.",
      neutral: "You balance others' needs with your own.",
      high: "You are trusting and helpful: customers and teammates feel looked after.",
    },
    facets: [
      { title: "Trust", about: "Believing others mean well." },
      { title: "Straightforwardness", about: "Being open and honest rather than tactical." },
      { title: "Altruism", about: "Finding it rewarding to help." },
      { title: "Cooperation", about: "Avoiding confrontation and finding compromise." },
      { title: "Modesty", about: "Not putting yourself forward." },
      { title: "Sympathy", about: "Feeling with people who struggle." },
    ],
  },
  C: {
    title: "Conscientiousness",
    about: "How you plan, organise and follow through.",
    levels: {
      low: "You are spontaneous and flexible, and can change course quickly.",
      neutral: "You plan what matters and improvise the rest.",
      high: "You are organised and reliable: deadlines, releases and promises are safe with you.",
    },
    facets: [
      { title: "Self-efficacy", about: "Confidence that you can get things done." },
      { title: "Orderliness", about: "Keeping things tidy and planned." },
      { title: "Dutifulness", about: "A strong sense of obligation." },
      { title: "Achievement-striving", about: "Working hard towards ambitious goals." },
      { title: "Self-discipline", about: "Sticking with tasks until they are done." },
      { title: "Cautiousness", about: "Thinking things through before acting." },
    ],
  },
};

export const LEVEL_LABELS: Record<PersonalityLevel, string> = {
  low: "Low",
  neutral: "Average",
  high: "High",
};

/** The five answers of every personality item, the IPIP's own wording. */
export const ACCURACY_OPTIONS = [
  { value: 1, label: "Very inaccurate" },
  { value: 2, label: "Moderately inaccurate" },
  { value: 3, label: "Neither accurate nor inaccurate" },
  { value: 4, label: "Moderately accurate" },
  { value: 5, label: "Very accurate" },
] as const;
