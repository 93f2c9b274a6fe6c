import { Form } from "../../components/link.tsx";

/**
 * "Report" under a published review or comment (decision 110): a plain post of `intent=report`
 * and the item's id to the page's own route, so it works without JavaScript.
 */
export function ReportButton({
  field,
  id,
  text,
  label,
}: {
  /** The form field naming the item: "review" or "comment". */
  field: "review" | "comment";
  id: number;
  text: string;
  /** A fuller accessible name (it starts with or contains `text`). */
  label?: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        aria-label={label}
        className="inline-flex min-h-11 items-center px-2 text-slate-600 underline hover:text-slate-900"
      >
        {text}
      </button>
    </Form>
  );
}
