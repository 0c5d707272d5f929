import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { playSound, useSoundSettings } from "@/lib/sound";
import { interfaceSoundsOn, writeInterfaceSoundsChoice } from "@/lib/sound/interface-sounds";

/**
 * The mute switch, the volume slider and the interface-sounds switch, shared by the header's panel and
 * the profile page.
 */
export function SoundSettingsFields() {
  const { muted, volume, setMuted, setVolume } = useSoundSettings();
  const [interfaceSounds, setInterfaceSounds] = useState(() => interfaceSoundsOn());
  const muteId = useId();
  const interfaceId = useId();
  const interfaceHintId = useId();
  const volumeLabelId = useId();
  const percent = Math.round(volume * 100);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={muteId}>Mute</Label>
        <Switch id={muteId} checked={muted} onCheckedChange={setMuted} />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <Label id={volumeLabelId}>Volume</Label>
          <span className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        </div>
        <Slider
          value={[percent]}
          min={0}
          max={100}
          step={1}
          onValueChange={([next = percent]) => setVolume(next / 100)}
          // A short sample once the thumb is let go lets people hear the level they picked.
          onValueCommit={() => playSound("ui-click-bold")}
          thumbProps={{ "aria-labelledby": volumeLabelId, "aria-valuetext": `${percent}%` }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={interfaceId}>Interface sounds</Label>
          <Switch
            id={interfaceId}
            checked={interfaceSounds}
            aria-describedby={interfaceHintId}
            onCheckedChange={(on) => {
              writeInterfaceSoundsChoice(on);
              setInterfaceSounds(on);
            }}
          />
        </div>
        <p id={interfaceHintId} className="text-xs text-muted-foreground">
          Soft sounds on main buttons, menus and tabs. Games keep their own sounds.
        </p>
      </div>
    </div>
  );
}
