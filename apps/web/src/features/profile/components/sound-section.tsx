import { SoundSettingsFields } from "@/components/sound-settings-fields";
import { ProfileSection } from "./profile-section";

/** The same settings as the header's sound control; both read and write the one sound engine. */
export function SoundSection() {
  return (
    <ProfileSection
      title="Sound"
      description="Sound effects in games and around the interface. Saved on this device."
    >
      <div className="max-w-sm">
        <SoundSettingsFields />
      </div>
    </ProfileSection>
  );
}
