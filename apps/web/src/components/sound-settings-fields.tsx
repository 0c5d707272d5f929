import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { playSound, useSoundSettings } from "@/lib/sound";

/** The mute switch and the volume slider, shared by the header's panel and the profile page. */
export function SoundSettingsFields() {
  const { muted, volume, setMuted, setVolume } = useSoundSettings();
  const muteId = useId();
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
    </div>
  );
}
