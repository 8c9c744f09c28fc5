import { access } from '@atrium/contracts';
import type { WindowDraft } from './WindowsEditor.tsx';

/** What the grant form holds: every type's fields, of which the chosen type sends its own. */
export interface GrantDraft {
  type: access.AccessType;
  doorId: string;
  who: 'user' | 'credential';
  userId: string;
  credentialId: string;
  plan: 'schedule' | 'windows';
  scheduleId: string;
  windows: WindowDraft[];
  timeZone: string;
  /** `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's time zone; '' for none. */
  validFrom: string;
  validUntil: string;
  maxUses: string;
  note: string;
}

const id = (value: string) => (value === '' ? undefined : Number(value));
const instant = (value: string) => (value === '' ? undefined : new Date(value).toISOString());

/** A datetime-local value `hours` from now, minutes rounded down. */
export function localInput(hoursFromNow: number, now = new Date()): string {
  const at = new Date(now.getTime() + hoursFromNow * 3_600_000);
  at.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The request the draft makes: a grant (fulltime, scheduled) or a link (public-temporary, onetime), parsed
 * by the contract's own schema so the form shows the server's messages before sending.
 */
export function parseDraft(draft: GrantDraft) {
  if (access.isLinkType(draft.type)) {
    const body = {
      type: draft.type,
      doorId: id(draft.doorId),
      validFrom: instant(draft.validFrom),
      validUntil: instant(draft.validUntil),
      maxUses: draft.type === 'onetime' ? 1 : draft.maxUses === '' ? undefined : draft.maxUses,
      note: draft.note,
    };
    return { kind: 'link' as const, parsed: access.linkInput.safeParse(body) };
  }
  const scheduled = draft.type === 'scheduled';
  const body = {
    type: draft.type,
    doorId: id(draft.doorId),
    userId: draft.who === 'user' ? id(draft.userId) : undefined,
    credentialId: draft.who === 'credential' ? id(draft.credentialId) : undefined,
    scheduleId: scheduled && draft.plan === 'schedule' ? id(draft.scheduleId) : undefined,
    windows: scheduled && draft.plan === 'windows' ? draft.windows : undefined,
    timeZone: scheduled && draft.plan === 'windows' ? draft.timeZone : undefined,
    validFrom: instant(draft.validFrom) ?? null,
    validUntil: instant(draft.validUntil) ?? null,
    note: draft.note,
  };
  return { kind: 'grant' as const, parsed: access.grantInput.safeParse(body) };
}

/** Issues of a blank choice say "Required" (zod's own text for a missing number is technical). */
export function blankAware(draft: GrantDraft, issues: readonly { path: PropertyKey[]; message: string }[]) {
  const blank: Record<string, boolean> = {
    doorId: draft.doorId === '',
    userId: draft.who === 'user' && draft.userId === '',
    credentialId: draft.who === 'credential' && draft.credentialId === '',
    scheduleId: draft.plan === 'schedule' && draft.scheduleId === '',
  };
  return issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    // The contract names the user field when neither is chosen: the chosen kind's field says it.
    const path = field === 'userId' && draft.who === 'credential' ? ['credentialId'] : issue.path;
    const key = String(path[0]);
    return blank[key] ? { path, message: 'Required' } : { ...issue, path };
  });
}
