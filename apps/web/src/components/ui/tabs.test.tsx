import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Periods({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState("week");
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      <TabsList aria-label="Period">
        <TabsTrigger value="week">This week</TabsTrigger>
        <TabsTrigger value="month">This month</TabsTrigger>
        <TabsTrigger value="all time">All time</TabsTrigger>
      </TabsList>
      <TabsContent value="week">Weekly board</TabsContent>
      <TabsContent value="month">Monthly board</TabsContent>
      <TabsContent value="all time">Board of all time</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the chosen tab's panel, labelled by its tab, and keeps only that tab in the tab order", async () => {
    const { container } = render(<Periods />);
    expect(tab("This week")).toHaveAttribute("aria-selected", "true");
    expect(tab("This week")).toHaveAttribute("tabindex", "0");
    expect(tab("This month")).toHaveAttribute("aria-selected", "false");
    expect(tab("This month")).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel", { name: "This week" });
    expect(panel).toHaveTextContent("Weekly board");
    expect(tab("This week")).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("Monthly board")).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("chooses a tab by a click, once", async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    render(<Periods onChange={(value) => changes.push(value)} />);
    await user.click(tab("All time"));
    expect(screen.getByRole("tabpanel", { name: "All time" })).toHaveTextContent("Board of all time");
    expect(tab("All time")).toHaveFocus();
    await user.click(tab("All time"));
    expect(changes).toEqual(["all time"]);
  });

  it("moves between tabs with the arrow keys, Home and End, wrapping around, choosing the tab reached", async () => {
    const user = userEvent.setup();
    render(<Periods />);
    await user.tab();
    expect(tab("This week")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(tab("This month")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Monthly board");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("This week")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("All time")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(tab("This week")).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Board of all time");
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });
});
