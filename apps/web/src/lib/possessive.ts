/**
 * A name in the possessive, as English writes it: "Ada's", "Rocket Crew's", and for a name ending in
 * s the apostrophe alone ("Analytical Engines'"), which reads better than "Engines's" for the plural
 * names teams and incubators often have.
 */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
