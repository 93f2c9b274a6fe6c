// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onView } from "./on-view.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </section>
  );
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("onView", () => {
  it("renders the component itself on the server, without loading anything", () => {
    const load = vi.fn(async () => Counter);
    const Section = onView(load, { server: Counter });
    expect(renderToString(<Section label="Reviews" />)).toContain("<section><button");
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML until the first interaction, then loads and hydrates it", async () => {
    const OnServer = onView(async () => Counter, { server: Counter });
    const html = renderToString(<OnServer label="Reviews" />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Section = onView(load, { server: null });
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, <Section label="Reviews" />);
    });
    await flush();
    expect(container.textContent).toBe("Reviews 0");
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("pointerdown"));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    await act(async () => container.querySelector("button")?.click());
    expect(container.textContent).toBe("Reviews 1");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("presses a button pressed before its code arrived again once the section has hydrated", async () => {
    const OnServer = onView(async () => Counter, { server: Counter });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OnServer label="Play" />);
    document.body.append(container);
    let arrive: (component: typeof Counter) => void = () => {};
    const Section = onView(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)), {
      server: null,
    });
    await act(async () => {
      hydrateRoot(container, <Section label="Play" />);
    });
    await flush();
    window.dispatchEvent(new Event("pointerdown"));
    await act(async () => container.querySelector("button")?.click());
    expect(container.textContent).toBe("Play 0");
    await act(async () => arrive(Counter));
    await flush();
    expect(container.textContent).toBe("Play 1");
  });

  it("loads at once when the address names an element of the section (/plan#accommodation)", async () => {
    const OnServer = onView(async () => Counter, { server: Counter });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OnServer label="Guides" />).replace(
      "<button",
      '<button id="accommodation"',
    );
    document.body.append(container);
    window.history.replaceState(null, "", "#accommodation");
    const load = vi.fn(async () => Counter);
    const Section = onView(load, { server: null });
    await act(async () => {
      hydrateRoot(container, <Section label="Guides" />, { onRecoverableError: () => {} });
    });
    await flush();
    expect(load).toHaveBeenCalledOnce();
    window.history.replaceState(null, "", "#");
  });

  it("loads at once when there is no server HTML to keep (a client navigation)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Section = onView(load, { server: null });
    await act(async () => {
      createRoot(container).render(<Section label="Reviews" />);
    });
    await flush();
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(container.textContent).toBe("Reviews 0");
  });
});
