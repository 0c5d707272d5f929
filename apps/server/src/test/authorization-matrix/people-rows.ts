import { all, type Row } from "./matrix-rows";

/**
 * People's profiles (decision 063). The member's profile is for the people inside the lab (the advisor
 * owns it, the person on trial is a guest of it), the member and administrators; everyone else is
 * answered as if it did not exist.
 */
export const peopleRows: Record<string, Row> = {
  "GET /api/people/{handle}": {
    target: (fixture) => `/api/people/${fixture.memberHandle}`,
    expected: { ...all(404), member: 200, advisor: 200, admin: 200, trialMember: 200 },
  },
};
