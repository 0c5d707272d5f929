import { type ChatSearchResponse, chatEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { SearchIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api-client";
import { chatMessagePath } from "@/lib/chat-path";
import { formatDateTime } from "@/lib/dates";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { ChatText } from "./chat-text";

/** Searching every channel the person reads; each result leads to its channel (or thread). */
export function ChatSearch() {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = useQuery({
    queryKey: [...chatKeys.all, "search", query],
    queryFn: ({ signal }): Promise<ChatSearchResponse> =>
      callApi(chatEndpoints.search, { query: { q: query }, signal }),
    enabled: query.length >= 2,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(text.trim());
  }

  return (
    <search className="grid gap-2">
      <form onSubmit={submit} className="flex items-center gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Search messages
        </label>
        <Input
          id={inputId}
          type="search"
          value={text}
          placeholder="Search messages"
          className="h-9 w-full sm:w-64"
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === "") setQuery("");
          }}
        />
        <Button type="submit" variant="outline" size="sm" disabled={text.trim().length < 2}>
          <SearchIcon aria-hidden="true" /> Search
        </Button>
      </form>
      {query.length >= 2 && (
        <section aria-label="Search results" className="max-h-80 overflow-y-auto rounded-md border p-2">
          <p role="status" className="text-sm text-muted-foreground">
            {results.isPending
              ? "Searching…"
              : results.isError
                ? results.error.message
                : results.data.items.length === 0
                  ? `No message matches “${query}”.`
                  : `${results.data.items.length}${results.data.nextCursor ? "+" : ""} ${results.data.items.length === 1 && !results.data.nextCursor ? "message matches" : "messages match"} “${query}”.`}
          </p>
          {results.data && results.data.items.length > 0 && (
            <ul className="mt-2 divide-y">
              {results.data.items.map(({ message, channelName, place }) => (
                <li key={message.id} className="py-2 text-sm">
                  <Link
                    to={chatMessagePath(place, message)}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {place.kind === "direct" ? place.name : `# ${channelName} in ${place.name}`}
                  </Link>
                  <span className="text-muted-foreground">
                    {" "}
                    · {message.author ? <PersonLink person={message.author} /> : "Former member"} ·{" "}
                    {formatDateTime(message.createdAt)}
                  </span>
                  <ChatText body={message.body} mentions={message.mentions} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </search>
  );
}
