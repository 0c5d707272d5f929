import { Volume1Icon, Volume2Icon, VolumeXIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { SoundSettingsState } from "@/lib/sound/sound-settings";

/** The header's sound button: its icon shows whether sound is off, low or loud. */
export function SoundSettingsButton({
  settings,
  ...props
}: ComponentProps<typeof Button> & { settings: SoundSettingsState }) {
  const percent = Math.round(settings.volume * 100);
  const Icon = settings.muted || percent === 0 ? VolumeXIcon : percent < 50 ? Volume1Icon : Volume2Icon;
  return (
    <Button variant="ghost" size="icon" aria-label="Sound settings" {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
