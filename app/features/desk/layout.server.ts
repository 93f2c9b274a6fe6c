import { data } from "react-router";
import { csrfToken } from "./csrf.server.ts";
import { DESK_ROUTES } from "./registry.ts";
import { allows } from "./roles.ts";
import { deskConfigured } from "./secret.server.ts";
import { currentStaff } from "./staff.server.ts";
import type { DeskLayoutData } from "./ui.tsx";

/**
 * The desk layout's data: the CSRF token for its forms (its cookie set on the first visit), who
 * is signed in, and the sections of the navigation their role may open. It never refuses: the
 * page below decides (401/403), inside the frame.
 */
export async function deskLayout(request: Request) {
  if (!deskConfigured()) {
    throw data(
      {
        reason: "configuration",
        message:
          "The desk is closed until the site's operator sets SESSION_SECRET (32 characters or more).",
      },
      { status: 503 },
    );
  }
  const { token, setCookie } = csrfToken(request);
  const staff = await currentStaff(request);
  const nav = staff
    ? DESK_ROUTES.flatMap((route) =>
        "nav" in route &&
        allows(route.access, staff.role) &&
        // Without a second factor one can open only one's account page, until it is set up.
        (staff.twoFactorEnabled ||
          ("allowWithoutTwoFactor" in route && route.allowWithoutTwoFactor))
          ? [{ path: route.path, label: route.nav.label, order: route.nav.order }]
          : [],
      )
        .sort((a, b) => a.order - b.order)
        .map(({ path, label }) => ({ path, label }))
    : [];
  const body: DeskLayoutData = {
    csrf: token,
    staff: staff
      ? {
          name: staff.name,
          email: staff.email,
          role: staff.role,
          twoFactorEnabled: staff.twoFactorEnabled,
        }
      : null,
    nav,
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}
