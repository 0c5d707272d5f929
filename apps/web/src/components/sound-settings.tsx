import { Volume1Icon, Volume2Icon, VolumeXIcon } from "lucide-react";
import { Popover } from "radix-ui";
import { Button } from "@/components/ui/button";
import { useSoundSettings } from "@/lib/sound";
import { SoundSettingsFields } from "./sound-settings-fields";

/** Header control for the sound effects: a mute switch and a volume slider, both remembered across visits. */
export function SoundSettings() {
  const { muted, volume } = useSoundSettings();
  const percent = Math.round(volume * 100);
  const Icon = muted || percent === 0 ? VolumeXIcon : percent < 50 ? Volume1Icon : Volume2Icon;

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="Sound settings">
          <Icon aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label="Sound settings"
          className="z-50 flex w-64 flex-col gap-4 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <SoundSettingsFields />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
