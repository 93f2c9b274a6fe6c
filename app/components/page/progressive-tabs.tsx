import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Radix tabs that stay readable without JavaScript: every panel is rendered on the server and
 * the inactive ones are hidden by CSS; where scripting is off (`@media (scripting: none)`) the
 * tab list is hidden instead and the panels follow one another, each with its own heading.
 */
export function ProgressiveTabs({
  label,
  tabs,
  defaultValue,
  className = "",
}: {
  label: string;
  tabs: TabItem[];
  defaultValue?: string;
  className?: string;
}) {
  return (
    <Tabs.Root defaultValue={defaultValue ?? tabs[0]?.id} className={className}>
      <Tabs.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 [@media(scripting:none)]:hidden"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="min-h-11 shrink-0 border-b-2 border-transparent px-4 font-semibold whitespace-nowrap text-slate-600 hover:text-brand-700 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="pt-6 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=inactive]:hidden [@media(scripting:none)]:data-[state=inactive]:block!"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
