import { users } from "../db/schema";

/**
 * The columns of a `PersonRef` (id, name, face and the handle of their profile, decision 063), in one
 * place: every list that names a person selects these, nested (`author: personRefColumns`) or spread
 * among its own (`...personRefColumns`), so a person's link can never miss a field in one of them.
 */
export const personRefColumns = {
  id: users.id,
  name: users.name,
  image: users.image,
  handle: users.handle,
};
