import { Popover } from "radix-ui";
import { useSoundSettings } from "@/lib/sound";
import { SoundSettingsButton } from "./sound-settings-button";
import { SoundSettingsFields } from "./sound-settings-fields";

/**
 * Header control for the sound effects: a mute switch and a volume slider, both remembered across
 * visits. `defaultOpen` when it loads because the person pressed the header's button.
 */
export function SoundSettings({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const settings = useSoundSettings();

  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <SoundSettingsButton settings={settings} />
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
