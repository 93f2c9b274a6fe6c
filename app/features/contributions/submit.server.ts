import type { Database } from "../../db/client.server.ts";
import { insertContribution, type Tx } from "../../db/contributions.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { hashToken, newToken } from "./hash.server.ts";
import { confirmationMail } from "./mails.server.tsx";

/**
 * Stores a screened, valid submission (decision 090): the kind's row (`createItem`, held, not
 * shown), its `contributions` row with the hashed tokens, and the confirmation e-mail in the
 * outbox, all in one transaction. The e-mail carries the confirm link and the private link
 * (`manageUrl(token)`) to change or delete it.
 */
export async function storeSubmission(
  db: Database,
  submission: {
    kind: string;
    email: string;
    emailHash: string;
    clientHash: string;
    locale: Locale;
    createItem: (tx: Tx) => Promise<{ itemId: number; title: string }>;
    manageUrl: (token: string) => string;
  },
): Promise<{ contributionId: number; itemId: number }> {
  const confirmToken = newToken();
  const manageToken = newToken();
  const stored = await db.transaction(async (tx) => {
    const { itemId, title } = await submission.createItem(tx);
    const row = await insertContribution(tx, {
      kind: submission.kind,
      itemId,
      email: submission.email,
      emailHash: submission.emailHash,
      clientHash: submission.clientHash,
      locale: submission.locale,
      confirmTokenHash: hashToken(confirmToken),
      manageTokenHash: hashToken(manageToken),
    });
    await enqueueMail(
      tx,
      await confirmationMail({
        to: submission.email,
        locale: submission.locale,
        title,
        confirmToken,
        manageUrl: submission.manageUrl(manageToken),
      }),
    );
    return { contributionId: row.id, itemId };
  });
  wakeMailService();
  return stored;
}
