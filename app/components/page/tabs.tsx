import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useState,
} from "react";

/**
 * The tabs of the WAI-ARIA Authoring Practices (automatic activation), with the part of Radix
 * Tabs' API and markup the site used (`Root`, `List`, `Trigger`, `Content`; `data-state`,
 * `data-orientation`, `role`, `aria-*`), in about 1 KB instead of Radix's 10 KB with Brotli on
 * every page that has tabs (decision 074). Horizontal only: ←/→ move between tabs (wrapping
 * round), Home/End (and PageUp/PageDown) go to the first/last, a tab is selected when it gets the
 * focus or is pressed; only the selected tab is in the Tab order, and its panel follows.
 */

interface TabsContextValue {
  base: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be inside <Tabs.Root>");
  return context;
}

function Root({
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const base = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (next === value) return;
      if (controlled === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, controlled, onValueChange],
  );
  return (
    <TabsContext value={{ base, value, select }}>
      <div data-orientation="horizontal" className={className}>
        {children}
      </div>
    </TabsContext>
  );
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_, count) => count - 1,
  PageDown: (_, count) => count - 1,
};

function List({
  className,
  children,
  "aria-label": label,
}: {
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    // Focusing a tab selects it (Trigger's onFocus).
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={label}
      data-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

function Trigger({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const { base, value: selected, select } = useTabs();
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={`${base}-trigger-${value}`}
      aria-selected={active}
      aria-controls={`${base}-content-${value}`}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      tabIndex={active ? 0 : -1}
      className={className}
      onMouseDown={(event) => {
        // As Radix: the left button without Ctrl selects at once; other presses do not focus.
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") select(value);
      }}
      onFocus={() => select(value)}
      // A click with no press before it (assistive technology, or a press made before the tabs'
      // code arrived and made again, decision 123) selects too.
      onClick={() => select(value)}
    >
      {children}
    </button>
  );
}

function Content({
  value,
  forceMount,
  className,
  children,
}: {
  value: string;
  forceMount?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { base, value: selected } = useTabs();
  const active = value === selected;
  const present = active || forceMount === true;
  return (
    <div
      role="tabpanel"
      id={`${base}-content-${value}`}
      aria-labelledby={`${base}-trigger-${value}`}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (APG tabs).
      tabIndex={0}
      hidden={!present}
      className={className}
    >
      {present && children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
