import { countMyTmayAttempts } from "../games/tmay-attempts.service";
import type { SkillSource } from "./skill-source";

/** After the interview questions: an introduction is worth rehearsing once there is a role to aim at. */
const PRACTISE_RANK = 60;

/**
 * The introduction tutor (docs/decisions/048-tmay-tutor.md): its deliveries belong to no role, so they
 * count as activity but measure none. Someone who has not delivered an introduction yet is offered it.
 */
export const tmaySkillSource: SkillSource = {
  id: "tmay",
  read: async (db, actor) => {
    const attempts = await countMyTmayAttempts(db, actor);
    return {
      measures: {},
      active: attempts > 0,
      leaning: [],
      suggest: () =>
        attempts > 0
          ? []
          : [
              {
                rank: PRACTISE_RANK,
                suggestion: {
                  kind: "practise-introduction",
                  title: "Prepare your answer to “Tell me about yourself”",
                  detail: "Build it in three parts, then say it against the clock in 60 to 90 seconds.",
                  href: "/games/tmay-tutor",
                },
              },
            ],
    };
  },
};
