import { useEffect, useState } from "react";

/**
 * A proof of work counts once: after each answer of the server (`answer`, the route's action
 * data) the form's `<ProofField key={round} />` starts again with a fresh challenge.
 */
export function useProofRound(answer: unknown): number {
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (answer) setRound((value) => value + 1);
  }, [answer]);
  return round;
}
