import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Calls `handler` after every client-side navigation (menus and sheets close on route change). */
export function useOnNavigate(handler: () => void): void {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  const last = useRef(key);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    latest.current();
  }, [key]);
}
