import { createContext, type ReactNode, useContext } from "react";

/** The per-request CSP nonce; empty in the browser, where the scripts have already run. */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
