// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs.tsx";

afterEach(cleanup);

function Three({ forceMount = false }: { forceMount?: boolean }) {
  return (
    <Tabs.Root defaultValue="b">
      <Tabs.List aria-label="Topics">
        {["a", "b", "c"].map((value) => (
          <Tabs.Trigger key={value} value={value}>
            Tab {value}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {["a", "b", "c"].map((value) => (
        <Tabs.Content key={value} value={value} forceMount={forceMount}>
          Panel {value}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () =>
  screen.getAllByRole("tab").find((element) => element.getAttribute("aria-selected") === "true");

describe("Tabs (decision 074)", () => {
  it("wires tabs and panels together as the ARIA tabs pattern asks", () => {
    render(<Three />);
    expect(screen.getByRole("tablist", { name: "Topics" }).getAttribute("aria-orientation")).toBe(
      "horizontal",
    );
    const b = tab("Tab b");
    expect(b.getAttribute("data-state")).toBe("active");
    expect(b.tabIndex).toBe(0);
    expect(tab("Tab a").tabIndex).toBe(-1);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Panel b");
    expect(panel.getAttribute("aria-labelledby")).toBe(b.id);
    expect(b.getAttribute("aria-controls")).toBe(panel.id);
    // Without forceMount the other panels are empty and hidden.
    expect(screen.queryByText("Panel a")).toBeNull();
  });

  it("moves and selects with the arrow keys, wrapping round, and Home/End", () => {
    render(<Three />);
    tab("Tab b").focus();
    fireEvent.keyDown(tab("Tab b"), { key: "ArrowRight" });
    expect(selected()?.textContent).toBe("Tab c");
    expect(document.activeElement).toBe(tab("Tab c"));
    fireEvent.keyDown(tab("Tab c"), { key: "ArrowRight" });
    expect(selected()?.textContent).toBe("Tab a");
    fireEvent.keyDown(tab("Tab a"), { key: "ArrowLeft" });
    expect(selected()?.textContent).toBe("Tab c");
    fireEvent.keyDown(tab("Tab c"), { key: "Home" });
    expect(selected()?.textContent).toBe("Tab a");
    fireEvent.keyDown(tab("Tab a"), { key: "End" });
    expect(selected()?.textContent).toBe("Tab c");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel c");
  });

  it("selects a tab pressed with the mouse; forceMount keeps every panel in the page", () => {
    render(<Three forceMount />);
    fireEvent.mouseDown(tab("Tab a"), { button: 0 });
    expect(selected()?.textContent).toBe("Tab a");
    const panels = screen.getAllByRole("tabpanel", { hidden: true });
    expect(panels.map((panel) => panel.getAttribute("data-state"))).toEqual([
      "active",
      "inactive",
      "inactive",
    ]);
    expect(panels.every((panel) => !panel.hidden)).toBe(true);
    expect(screen.getByText("Panel c")).toBeTruthy();
  });

  it("controlled: reports the choice and shows what the owner decides", () => {
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState("a");
      return (
        <Tabs.Root
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        >
          <Tabs.List aria-label="Topics">
            <Tabs.Trigger value="a">Tab a</Tabs.Trigger>
            <Tabs.Trigger value="b">Tab b</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel a</Tabs.Content>
          <Tabs.Content value="b">Panel b</Tabs.Content>
        </Tabs.Root>
      );
    }
    render(<Controlled />);
    fireEvent.keyDown(tab("Tab a"), { key: "Enter" });
    expect(seen).toEqual([]);
    fireEvent.keyDown(tab("Tab b"), { key: " " });
    expect(seen).toEqual(["b"]);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel b");
  });
});
