import { buttonClass } from "../../components/ui/button.tsx";
import type { tipPanel } from "./event-tips.server.ts";
import { cardClass, DeskForm, inputClass } from "./ui.tsx";

/**
 * On an event that came from an organiser's tip (issue 19 items 3, 8): who sent it and what they
 * sent, "Decline tip" with a reason while it is a draft, and each proposal the organiser sent
 * through their private link as a table of live value against proposed value, to apply or dismiss.
 */

export type TipPanelData = NonNullable<Awaited<ReturnType<typeof tipPanel>>>;

const KIND_LABELS = {
  update: "Update the details",
  cancel: "Cancelled (applying unpublishes the event)",
  reconfirm: "Next edition's dates",
} as Record<string, string>;

export function EventTipPanel({ tip, isDraft }: { tip: TipPanelData; isDraft: boolean }) {
  return (
    <section aria-labelledby="visitor-tip" className={`mb-8 border-amber-300 ${cardClass}`}>
      <h2 id="visitor-tip" className="text-xl font-bold">
        Visitor tip from the organiser
      </h2>
      <p className="mt-2 text-slate-700">
        Sent {tip.sentAt} by {tip.organiserName} (
        {tip.organiserEmail ? (
          <a href={`mailto:${tip.organiserEmail}`} className="text-brand-700 underline">
            {tip.organiserEmail}
          </a>
        ) : (
          "address erased on request: nothing is e-mailed"
        )}
        , writes in {tip.locale}). Status: {tip.status}.
      </p>
      {tip.status === "confirmed" ? (
        <p className="mt-2 font-semibold text-slate-800">
          Check before publishing: the picture, the category, the street address and the map
          position are stand-ins; the organiser gave only what is below.
        </p>
      ) : null}
      <h3 className="mt-4 font-bold">What they sent</h3>
      <ul className="mt-2 space-y-1 text-slate-800">
        {tip.asSent.map((line) => (
          <li key={line} className="whitespace-pre-line">
            {line}
          </li>
        ))}
      </ul>
      {isDraft && tip.status === "confirmed" ? (
        <DeskForm intent="tip-decline" className="mt-6 space-y-2">
          <label htmlFor="decline-reason" className="block font-semibold">
            Reason for declining (e-mailed to the organiser)
          </label>
          <textarea
            id="decline-reason"
            name="reason"
            required
            minLength={3}
            maxLength={1000}
            rows={3}
            className={inputClass}
          />
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Decline tip
          </button>
        </DeskForm>
      ) : null}
      {tip.proposals.map((proposal) => (
        <div key={proposal.id} className="mt-6 rounded-lg border border-slate-200 p-4">
          <h3 className="font-bold">
            Proposal from the organiser, {proposal.createdAt}: {KIND_LABELS[proposal.kind]}
          </h3>
          {proposal.note ? (
            <p className="mt-2 whitespace-pre-line text-slate-800">“{proposal.note}”</p>
          ) : null}
          {proposal.changes.length > 0 ? (
            <table className="mt-3 w-full text-left">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Live now
                  </th>
                  <th scope="col" className="py-1">
                    Proposed
                  </th>
                </tr>
              </thead>
              <tbody>
                {proposal.changes.map((change) => (
                  <tr key={change.field} className="border-t border-slate-200 align-top">
                    <th scope="row" className="py-1 pr-3 font-semibold">
                      {change.field}
                    </th>
                    <td className="py-1 pr-3">
                      <del className="text-red-800">{change.live}</del>
                    </td>
                    <td className="py-1">
                      <ins className="text-green-800">{change.proposed}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <DeskForm intent="proposal-apply">
              <input type="hidden" name="proposal" value={proposal.id} />
              <button type="submit" className={buttonClass()}>
                Apply<span className="sr-only"> proposal {proposal.id}</span>
              </button>
            </DeskForm>
            <DeskForm intent="proposal-dismiss">
              <input type="hidden" name="proposal" value={proposal.id} />
              <button type="submit" className={buttonClass({ variant: "outline" })}>
                Dismiss<span className="sr-only"> proposal {proposal.id}</span>
              </button>
            </DeskForm>
          </div>
        </div>
      ))}
    </section>
  );
}
