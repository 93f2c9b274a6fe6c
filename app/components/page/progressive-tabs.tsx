import type { ReactNode } from "react";
import { Tabs } from "./tabs.tsx";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Underlined tabs (detail pages, the plan guides) or a row of pills (things to do). */
const looks = {
  underline: {
    list: "flex gap-1 overflow-x-auto border-b border-slate-200",
    trigger:
      "-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold whitespace-nowrap text-slate-600 hover:text-brand-700 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700",
  },
  pills: {
    list: "flex gap-2 overflow-x-auto pb-2",
    trigger:
      "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold whitespace-nowrap text-slate-700 hover:border-brand-600 hover:text-brand-700 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white",
  },
} as const;

/**
 * Tabs (./tabs.tsx) that stay readable without JavaScript: every panel is rendered on the server and
 * the inactive ones are hidden by CSS; where scripting is off (`@media (scripting: none)`) the
 * tab list is hidden instead and the panels follow one another, each with its own heading.
 * Uncontrolled by default (`defaultValue`); pass `value` and `onValueChange` where the selected
 * tab lives elsewhere (the address's hash or query).
 */
export function ProgressiveTabs({
  label,
  tabs,
  defaultValue,
  value,
  onValueChange,
  look = "underline",
  className = "",
  panelClassName = "pt-6",
}: {
  label: string;
  tabs: TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  look?: keyof typeof looks;
  className?: string;
  panelClassName?: string;
}) {
  const { list, trigger } = looks[look];
  return (
    <Tabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.id) : undefined}
      onValueChange={onValueChange}
      className={className}
    >
      <Tabs.List aria-label={label} className={`${list} [@media(scripting:none)]:hidden`}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className={`${panelClassName} outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=inactive]:hidden [@media(scripting:none)]:data-[state=inactive]:block!`}
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
