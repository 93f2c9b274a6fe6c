import { configOrExit } from "../server/entry.ts";
import { callControl } from "./support/control-client.ts";

/**
 * The desk's command (README, "The editors' desk"):
 *
 *   npm run desk:invite -- <email> <admin|editor|moderator>
 *
 * Creates an invitation, e-mails its one-time link through the outbox and prints the link. With
 * PGlite it goes through the running site's control socket; with DATABASE_URL it opens the
 * database itself.
 */
const config = configOrExit();

const [command, email, role] = process.argv.slice(2);
if (command !== "invite" || !email || !role) {
  console.error("Usage: npm run desk:invite -- <email> <admin|editor|moderator>");
  process.exit(1);
}
const answer = await callControl(config, "npm run desk:invite goes", "POST", "/desk/invite", {
  email,
  role,
});
if (answer.status !== 200) {
  console.error(String(answer.body.error));
  process.exit(1);
}
const { link, expiresAt } = answer.body;
console.log(`Invited ${answer.body.email} as ${answer.body.role}; the e-mail is on its way.`);
console.log(`One-time link (until ${expiresAt}):\n${link}`);
