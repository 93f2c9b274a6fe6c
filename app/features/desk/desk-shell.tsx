import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { ROLE_LABELS } from "./roles.ts";
import { DeskForm, useDeskLayout } from "./ui.tsx";

/**
 * The desk's frame: a skip link, the desk's name, the sections the signed-in role may open
 * (from the route registry, registry.ts), who is signed in and "Sign out". No site header or
 * footer: the desk is a tool, not a page of the guide.
 */
export function DeskShell({ children }: { children: ReactNode }) {
  const layout = useDeskLayout();
  const staff = layout?.staff;
  return (
    <div className="text-slate-900">
      <a
        href="#desk-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/desk" className="font-bold text-brand-800">
            Explore Kosovo desk
          </a>
          {staff ? (
            <nav aria-label="Desk" className="flex-1">
              <ul className="flex flex-wrap gap-1">
                {layout.nav.map((item) => (
                  <li key={item.path}>
                    <NavLink
                      to={item.path}
                      end
                      className={({ isActive }) =>
                        `inline-flex min-h-11 items-center rounded-md px-3 font-medium ${
                          isActive
                            ? "bg-brand-50 text-brand-800 underline"
                            : "text-slate-700 hover:bg-slate-100"
                        }`
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <span className="flex-1" />
          )}
          {staff ? (
            <div className="flex items-center gap-3 text-sm">
              <span>
                {staff.name} <span className="text-slate-600">({ROLE_LABELS[staff.role]})</span>
              </span>
              <DeskForm action="/desk/sign-out" reloadDocument>
                <button
                  type="submit"
                  className="min-h-11 rounded-md border border-slate-300 px-3 font-medium hover:bg-slate-100"
                >
                  Sign out
                </button>
              </DeskForm>
            </div>
          ) : null}
        </div>
      </header>
      <main id="desk-main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-10 outline-none">
        {children}
      </main>
    </div>
  );
}
