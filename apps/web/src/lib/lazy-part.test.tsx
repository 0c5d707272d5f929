import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("lazyPart", () => {
  it("shows its placeholder, without a suspense boundary, until its chunk arrives, and loads it once", async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Part = lazyPart(load, <span>Waiting</span>);
    const { rerender } = render(<Part name="Ada" />);
    expect(screen.getByText("Waiting")).toBeInTheDocument();
    // Asked for in a task after the one that mounted it.
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    arrive(Greeting);
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    rerender(
      <>
        <Part name="Ada" />
        <Part name="Grace" />
      </>,
    );
    // A part mounted after the chunk arrived shows at once.
    expect(screen.getByText("Hello, Grace")).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("throws a chunk that failed to the nearest error boundary, and asks for it again next time", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("chunk missing"))
      .mockResolvedValue(Greeting);
    const Part = lazyPart(load);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const first = render(
      <Boundary>
        <Part name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText("Failed: chunk missing")).toBeInTheDocument();
    first.unmount();
    render(<Part name="Ada" />);
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
