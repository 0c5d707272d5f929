import { z } from "zod";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The career assessment (docs/decisions/038-assessment.md): a personality part (the public-domain
 * IPIP-NEO 120 items, scored by domain and facet) and a role-fit part (situational questions from
 * `content/assessment/role-fit`, each option weighted towards the four core roles). Results are for
 * exploring only: nothing ranks or selects people by them.
 */

export const ASSESSMENT_PARTS = ["personality", "role-fit"] as const;
export type AssessmentPart = (typeof ASSESSMENT_PARTS)[number];

/** The content collection the role-fit questions are read from. */
export const ROLE_FIT_COLLECTION = "assessment/role-fit";

/** The Big Five domains as the item bank names them: neuroticism, extraversion, openness, agreeableness, conscientiousness. */
export const PERSONALITY_DOMAINS = ["N", "E", "O", "A", "C"] as const;
export type PersonalityDomain = (typeof PERSONALITY_DOMAINS)[number];
export const PERSONALITY_LEVELS = ["low", "neutral", "high"] as const;
export type PersonalityLevel = (typeof PERSONALITY_LEVELS)[number];

/** A personality answer: how accurately the item describes the person, 1 (very inaccurate) to 5 (very accurate). */
export const PERSONALITY_ANSWER_MIN = 1;
export const PERSONALITY_ANSWER_MAX = 5;
/** The item bank holds 120 items; a little room so a longer list is refused by name, not by size. */
const ANSWERS_MAX = 200;
/** The most recent results a person's history lists. */
export const ASSESSMENT_HISTORY_MAX = 100;

export const ASSESSMENT_MESSAGES = {
  notFound: "Result not found",
  answerEveryQuestion: "Answer every question of the part, and only those.",
  unknownOption: "Each answer must be one of its question's options.",
} as const;

const answerKey = z.string().min(1).max(100);

/** Answers by item id (personality) or question slug (role fit): the accuracy 1 to 5, or the option from 0. */
export const assessmentAnswersSchema = z.discriminatedUnion(
  "part",
  [
    z.object({
      part: z.literal("personality"),
      answers: z
        .record(answerKey, z.number().int().min(PERSONALITY_ANSWER_MIN).max(PERSONALITY_ANSWER_MAX))
        .refine((answers) => Object.keys(answers).length <= ANSWERS_MAX, {
          error: ASSESSMENT_MESSAGES.answerEveryQuestion,
        }),
    }),
    z.object({
      part: z.literal("role-fit"),
      answers: z
        .record(answerKey, z.number().int().min(0).max(5))
        .refine((answers) => Object.keys(answers).length <= ANSWERS_MAX, {
          error: ASSESSMENT_MESSAGES.answerEveryQuestion,
        }),
    }),
  ],
  { error: "part must be personality or role-fit" },
);
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

const levelScore = z.object({
  /** The sum of the item scores (1 to 5 each, reversed for negatively keyed items). */
  score: z.number().int(),
  count: z.number().int(),
  level: z.enum(PERSONALITY_LEVELS),
});

export const personalityScoresSchema = z.object({
  domains: z.array(
    levelScore.extend({
      domain: z.enum(PERSONALITY_DOMAINS),
      /** Facets 1 to 6 of the domain. */
      facets: z.array(levelScore.extend({ facet: z.number().int().min(1).max(6) })),
    }),
  ),
});
export type PersonalityScores = z.infer<typeof personalityScoresSchema>;

export const roleFitScoresSchema = z.object({
  /** Each core role with the points the chosen options gave it and the most it could have had. */
  roles: z.array(
    z.object({
      role: z.enum(CORE_TEAM_ROLES),
      points: z.number(),
      max: z.number(),
      share: z.number().min(0).max(1),
    }),
  ),
});
export type RoleFitScores = z.infer<typeof roleFitScoresSchema>;

export const assessmentScoresSchema = z.discriminatedUnion("part", [
  z.object({ part: z.literal("personality"), scores: personalityScoresSchema }),
  z.object({ part: z.literal("role-fit"), scores: roleFitScoresSchema }),
]);
export type AssessmentScores = z.infer<typeof assessmentScoresSchema>;

const savedFields = { id: z.string(), takenAt: z.string() };
export const assessmentResultSchema = z.discriminatedUnion("part", [
  z.object({ ...savedFields, part: z.literal("personality"), scores: personalityScoresSchema }),
  z.object({ ...savedFields, part: z.literal("role-fit"), scores: roleFitScoresSchema }),
]);
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const assessmentHistorySchema = z.object({ results: z.array(assessmentResultSchema) });
export type AssessmentHistory = z.infer<typeof assessmentHistorySchema>;

export const assessmentHistoryQuerySchema = z.object({
  part: z.enum(ASSESSMENT_PARTS, { error: "part must be personality or role-fit" }).optional(),
});

export const assessmentResultParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const roleFitQuestionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The scene, rendered by the server's markdown rules (decision 005). */
  bodyHtml: z.string(),
  options: z.array(z.object({ text: z.string() })),
});
export type RoleFitQuestion = z.infer<typeof roleFitQuestionSchema>;
export const roleFitQuestionsSchema = z.object({ questions: z.array(roleFitQuestionSchema) });

/** Whether the person lets teams they apply to see their latest role-fit summary (off until they opt in). */
export const assessmentSharingSchema = z.object({ shareRoleFitWithTeams: z.boolean() });
export type AssessmentSharing = z.infer<typeof assessmentSharingSchema>;

/**
 * The role-fit summary a person chose to show to the teams they apply to: the four shares and when the
 * part was taken, never the answers nor anything of the personality part. The person's own
 * exploration, not a ranking: nothing sorts or filters applications by it.
 */
export const sharedRoleFitSchema = z.object({
  takenAt: z.string(),
  roles: z.array(z.object({ role: z.enum(CORE_TEAM_ROLES), share: z.number().min(0).max(1) })),
});
export type SharedRoleFit = z.infer<typeof sharedRoleFitSchema>;
