import { THEME_CHOICES, THEME_LABELS } from "@hatchery/shared";
import { useId } from "react";
import { useThemeChoice } from "@/lib/theme";
import { ProfileSection } from "./profile-section";

/** The colour theme: native radio buttons, so arrow keys move between them as everywhere else. */
export function AppearanceSection() {
  const [theme, choose] = useThemeChoice();
  const name = useId();
  return (
    <ProfileSection
      title="Appearance"
      description="The theme follows you to every device you sign in on. The account menu changes it too."
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Theme</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={theme === choice}
              onChange={() => choose(choice)}
              className="size-4 accent-primary"
            />
            {THEME_LABELS[choice]}
          </label>
        ))}
      </fieldset>
    </ProfileSection>
  );
}
