import { z } from "zod";
import { THEME_CHOICES, THEME_MESSAGE } from "./theme";

/**
 * The theme as the account and the profile's form check it. Apart from theme.ts, which the signed-in
 * header's theme switch imports on every signed-in page: a schema there brought the schema library
 * into that first view (about 24 KB compressed) for a constant and a cookie helper.
 */
export const themeSchema = z.enum(THEME_CHOICES, { error: THEME_MESSAGE });
