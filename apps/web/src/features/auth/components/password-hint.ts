/** The SPEC §5 password rules in plain words, shown under every field that sets a new password. */
export const PASSWORD_HINT =
  "At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.";
