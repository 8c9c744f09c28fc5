import {
  type AccessSubject,
  type AnprAccessType,
  accessInput,
  accessShape,
  accessUpdate,
  type PlateAccess,
} from '@atrium/contracts/anpr/accesses';
import type { WindowDraft } from '../../../metro-watch/access/components/WindowsEditor.tsx';

/** What the access form holds: every type's fields, of which the chosen type sends its own. */
export interface AccessDraft {
  boxId: string;
  subject: AccessSubject;
  vehicleId: string;
  residentId: string;
  plate: string;
  name: string;
  type: AnprAccessType;
  windows: WindowDraft[];
  timeZone: string;
  /** `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's time zone; '' for none. */
  validFrom: string;
  validUntil: string;
}

type Issue = { path: PropertyKey[]; message: string };

const id = (value: string) => (value === '' ? undefined : Number(value));
const instant = (value: string) => (value === '' ? null : new Date(value).toISOString());
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export const emptyDraft = (timeZone: string, prefill: Partial<AccessDraft> = {}): AccessDraft => ({
  boxId: '',
  subject: 'vehicle',
  vehicleId: '',
  residentId: '',
  plate: '',
  name: '',
  type: 'fulltime',
  windows: [],
  timeZone,
  validFrom: '',
  validUntil: '',
  ...prefill,
});

/** The form of an existing access (its gate and subject are shown, not changed). */
export function draftOf(access: PlateAccess, timeZone: string): AccessDraft {
  return emptyDraft(access.timeZone ?? timeZone, {
    boxId: String(access.box.id),
    subject: access.subject,
    vehicleId: access.vehicle ? String(access.vehicle.id) : '',
    residentId: access.resident ? String(access.resident.id) : '',
    plate: access.plate ?? '',
    name: access.name,
    type: access.type,
    windows: (access.windows ?? []).map((window) => ({ ...window, overnight: window.overnight ?? false })),
    validFrom: localInput(access.validFrom),
    validUntil: localInput(access.validUntil),
  });
}

/** When it holds: a scheduled access's windows and time zone, and the bounds any type may have. */
function timing(draft: AccessDraft) {
  const scheduled = draft.type === 'scheduled';
  return {
    type: draft.type,
    windows: scheduled ? draft.windows : null,
    timeZone: scheduled ? draft.timeZone : null,
    validFrom: instant(draft.validFrom),
    validUntil: instant(draft.validUntil),
  };
}

/**
 * Issues a person reads: a blank choice says "Required"; "choose exactly one" (named on `vehicleId` by the
 * contract) goes on the subject field the form shows.
 */
export function readableIssues(draft: AccessDraft, issues: readonly Issue[]): Issue[] {
  const subjectField =
    draft.subject === 'vehicle' ? 'vehicleId' : draft.subject === 'resident' ? 'residentId' : 'plate';
  const blank: Record<string, boolean> = {
    boxId: draft.boxId === '',
    [subjectField]: (draft[subjectField] as string).trim() === '',
  };
  const readable = issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    const path = field === 'vehicleId' ? [subjectField, ...issue.path.slice(1)] : issue.path;
    return blank[String(path[0])] && path.length === 1 ? { path, message: 'Required' } : { ...issue, path };
  });
  // The contract checks the subject only once the rest parses: a blank one is said at once all the same.
  const subjectSaid = readable.some((issue) => issue.path[0] === subjectField);
  return blank[subjectField] && !subjectSaid
    ? [...readable, { path: [subjectField], message: 'Required' }]
    : readable;
}

/** The new access's body, checked by the contract (its issues, readable, when it is not valid). */
export function createBody(draft: AccessDraft) {
  const body = {
    boxId: id(draft.boxId),
    name: draft.name,
    vehicleId: draft.subject === 'vehicle' ? id(draft.vehicleId) : undefined,
    residentId: draft.subject === 'resident' ? id(draft.residentId) : undefined,
    plate: draft.subject === 'plate' ? draft.plate : undefined,
    ...timing(draft),
    windows: draft.type === 'scheduled' ? draft.windows : undefined,
    timeZone: draft.type === 'scheduled' ? draft.timeZone : undefined,
  };
  const parsed = accessInput.safeParse(body);
  return parsed.success
    ? { ok: true as const, body: parsed.data }
    : { ok: false as const, issues: readableIssues(draft, parsed.error.issues) };
}

/** A change of name, type and timing, checked as a whole as the server checks it. */
export function updateBody(draft: AccessDraft) {
  const change = { name: draft.name, ...timing(draft) };
  const parsed = accessUpdate.safeParse(change);
  if (!parsed.success) return { ok: false as const, issues: readableIssues(draft, parsed.error.issues) };
  const whole = accessShape.safeParse(timing(draft));
  if (!whole.success) return { ok: false as const, issues: readableIssues(draft, whole.error.issues) };
  return { ok: true as const, body: parsed.data };
}
