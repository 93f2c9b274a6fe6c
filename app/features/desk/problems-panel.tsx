import { Link } from "react-router";
import { cardClass, DeskForm, Notice, SubmitButton } from "./ui.tsx";

const KIND: Record<string, string> = {
  "scheduled-publish": "Scheduled publication",
  digest: "Weekly digest",
  image: "Image",
};

/** The overview's "Problems" panel: each open problem, where to deal with it, and "dealt with". */
export function ProblemsPanel({
  problems,
  factsDue,
  resolved,
}: {
  problems: {
    id: number;
    kind: string;
    message: string;
    link: string | null;
    owner: string | null;
    at: string;
    /** `at` as the desk says it (`formatKosovoDateTime`). */
    when: string;
  }[];
  factsDue: number;
  resolved: boolean;
}) {
  return (
    <section id="problems" aria-labelledby="problems-heading" className={`mb-8 ${cardClass}`}>
      <h2 id="problems-heading" className="text-xl font-bold">
        Problems
      </h2>
      <div className="mt-3 space-y-3" aria-live="polite">
        {resolved ? <Notice tone="success">Marked as dealt with.</Notice> : null}
      </div>
      {problems.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Nothing has gone wrong: every scheduled publication went out, every digest was sent and
          every image was processed.
        </p>
      ) : (
        <ul className="mt-3 space-y-4" data-testid="problems">
          {problems.map((problem) => (
            <li key={problem.id} className="rounded-lg border border-red-200 bg-red-50 p-4">
              <p className="font-semibold text-red-900">
                {KIND[problem.kind] ?? problem.kind} ·{" "}
                <time dateTime={problem.at}>{problem.when}</time>
              </p>
              <p className="mt-1 text-slate-900">{problem.message}</p>
              <p className="mt-1 text-sm text-slate-700">
                E-mailed to {problem.owner ?? "the admins"}.
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                {problem.link ? (
                  <Link to={problem.link} className="text-brand-700 underline">
                    Deal with it
                  </Link>
                ) : null}
                <DeskForm intent="resolve" action="/desk/problems">
                  <input type="hidden" name="id" value={problem.id} />
                  <SubmitButton variant="outline">Mark as dealt with</SubmitButton>
                </DeskForm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to="/desk/facts" className="text-brand-700 underline">
          {factsDue === 0
            ? "No practical fact is due for a re-check"
            : `${factsDue} practical ${factsDue === 1 ? "fact is" : "facts are"} due for a re-check`}
        </Link>
      </p>
    </section>
  );
}
