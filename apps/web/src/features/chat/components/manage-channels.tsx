import { CHAT_CHANNEL_NAME_MAX_LENGTH, type ChatChannel } from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateChannel, useUpdateChannel } from "../api/chat-channels";

/** The incubator owner's channel tools: add a channel, rename one, archive or restore it. */
export function ManageChannels({
  slug,
  channels,
  open,
  onOpenChange,
}: {
  slug: string;
  channels: readonly ChatChannel[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateChannel(slug);
  const update = useUpdateChannel();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const nameId = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    create.mutate(name, {
      onSuccess: () => setName(""),
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage channels</DialogTitle>
          <DialogDescription>
            Names use lowercase letters, digits and hyphens. Archived channels can still be read.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={add} className="flex items-end gap-2" noValidate>
          <div className="flex-1 space-y-1">
            <Label htmlFor={nameId}>New channel</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={CHAT_CHANNEL_NAME_MAX_LENGTH}
              placeholder="launch-week"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            Add
          </Button>
        </form>
        <FormError message={error} />
        <ul aria-label="Channels" className="divide-y">
          {channels.map((channel) => (
            <ChannelRow
              key={channel.id}
              channel={channel}
              onRename={(next) =>
                update.mutate(
                  { id: channel.id, changes: { name: next } },
                  { onError: (failure) => setError(failure.message) },
                )
              }
              onArchive={(archived) =>
                update.mutate(
                  { id: channel.id, changes: { archived } },
                  { onError: (failure) => setError(failure.message) },
                )
              }
            />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function ChannelRow({
  channel,
  onRename,
  onArchive,
}: {
  channel: ChatChannel;
  onRename: (name: string) => void;
  onArchive: (archived: boolean) => void;
}) {
  const [name, setName] = useState(channel.name);
  const inputId = useId();
  return (
    <li className="flex flex-wrap items-end gap-2 py-2">
      <form
        className="flex flex-1 items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name !== channel.name) onRename(name);
        }}
      >
        <div className="flex-1 space-y-1">
          <Label htmlFor={inputId} className="text-xs">
            Name of # {channel.name}
          </Label>
          <Input
            id={inputId}
            value={name}
            maxLength={CHAT_CHANNEL_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={name === channel.name}>
          Rename
        </Button>
      </form>
      {!channel.isGeneral && (
        <Button variant="outline" size="sm" onClick={() => onArchive(!channel.archived)}>
          {channel.archived ? "Restore" : "Archive"}
        </Button>
      )}
    </li>
  );
}
