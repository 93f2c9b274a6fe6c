import { data } from "react-router";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskMeta } from "../features/desk/ui.tsx";

/** Public (registry.ts): an address under /desk that is no desk page, inside the desk's frame. */
export function loader() {
  throw data({ reason: "not-found", message: "No such desk page." }, { status: 404 });
}

export const meta = () => deskMeta("Not found");

export default function DeskNotFound() {
  return null;
}

export { DeskErrorBoundary as ErrorBoundary };
