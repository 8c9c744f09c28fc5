import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import { createSealer } from '../../kernel/auth/secrets.ts';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { fmVisitorPasses } from './visitors.schema.ts';

/**
 * A visitor's door link secret (the token of a Metro Watch public link) is kept sealed at rest: the access
 * module keeps only its hash, but the inviter sees the link and a changed invitation is mailed again with it,
 * so the pass keeps the secret, AES-256-GCM under a key derived from JWT_SECRET (kernel `createSealer`). The
 * reservation hook that issues passes has no request or deps: the key is taken from the configuration when
 * the module's routes are built, as the mails' site address (invitation-mail.ts `useSite`), and by the
 * module's start-up sync and seed.
 */
const PURPOSE = 'facmgmt-visitor-door-link';
let sealer: ReturnType<typeof createSealer> | null = null;

export function useLinkKey(config: Pick<Config, 'JWT_SECRET'>) {
  sealer = createSealer(config.JWT_SECRET, PURPOSE);
}

function current() {
  if (!sealer) throw new Error('the visitor door link key is not set (useLinkKey)');
  return sealer;
}

/** The sealed form of a sealed value starts so; a link token (base64url) never has a dot. */
const SEALED = 'v1.%';

export const sealLink = (token: string) => current().seal(token);

/** The link token of a stored pass, or null when it cannot be read (sealed under another key). */
export function openLink(stored: string): string | null {
  try {
    return current().open(stored);
  } catch {
    return null;
  }
}

/**
 * Seals the door link secrets stored in clear before they were sealed. AES-GCM under a key derived by HKDF
 * cannot be produced in SQL, so this is a start-up step (the module's sync), not a migration; it is a no-op
 * once every row is sealed.
 */
export async function sealClearLinks(db: DbOrTx): Promise<number> {
  const clear = await db
    .select({ id: fmVisitorPasses.id, token: fmVisitorPasses.linkToken })
    .from(fmVisitorPasses)
    .where(and(isNotNull(fmVisitorPasses.linkToken), not(like(fmVisitorPasses.linkToken, SEALED))));
  for (const row of clear)
    if (row.token)
      await db
        .update(fmVisitorPasses)
        .set({ linkToken: sealLink(row.token) })
        .where(eq(fmVisitorPasses.id, row.id));
  return clear.length;
}
