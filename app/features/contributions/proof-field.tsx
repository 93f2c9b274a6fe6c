import { useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD, PROOF_FIELD } from "./fields.ts";

/**
 * The kit's two hidden fields for any visitor form (decisions 090, 091). Put both inside the
 * `<form>`:
 *
 *   <ProofField onState={setProof} />   // the proof of work, solved when the form is first focused
 *   <Honeypot label={t("…")} />
 *
 * The solver (proof-solver.ts and its worker) is loaded only on the form's first `focusin`, so
 * pages with a closed form carry none of it. Without JavaScript the field stays empty and the
 * server applies its stricter "plain" limit instead.
 */
export type ProofState = "idle" | "working" | "ready" | "failed";

export function ProofField({ onState }: { onState?: (state: ProofState) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const report = useRef(onState);
  report.current = onState;
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const controller = new AbortController();
    let started = false;
    const start = () => {
      // Offline, the challenge cannot come (the form says it needs a connection when sent):
      // the first focus in the form once the connection is back asks for it.
      if (started || !navigator.onLine) return;
      started = true;
      report.current?.("working");
      import("./proof-solver.ts")
        .then(({ solveProof }) => solveProof(controller.signal))
        .then((proof) => {
          setValue(proof);
          report.current?.("ready");
        })
        .catch(() => {
          if (!controller.signal.aborted) report.current?.("failed");
        });
    };
    form.addEventListener("focusin", start);
    // Mounted again after an answer while the visitor is still in the form: start at once.
    if (form.contains(document.activeElement)) start();
    return () => {
      form.removeEventListener("focusin", start);
      controller.abort();
    };
  }, []);
  return <input ref={input} type="hidden" name={PROOF_FIELD} value={value} />;
}

/**
 * A field people never meet: off screen, hidden from assistive technology, out of the tab order.
 * Robots that fill every field fill it; the server then drops the submission quietly.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
