import type { ReactNode } from "react";

/** Title, one line of intro and an optional action on the right (SPEC 2.3 sections). */
export function SectionHeader({
  id,
  title,
  intro,
  action,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
      </div>
      {action}
    </div>
  );
}
