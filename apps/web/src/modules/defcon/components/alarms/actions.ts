import * as defconAlarms from '@atrium/contracts/defcon/alarms';
import type { ActionName, Kind } from '../../api/alarms.ts';

type Alarm = defconAlarms.DefconAlarm;
const POLICE_STAGES: readonly defconAlarms.DefconStage[] = ['police-hq', 'police-station'];

/** Who looks at the alarm: a system admin, or a user of a company (security company, police, customer). */
export interface Viewer {
  admin: boolean;
  companyId: number | null;
}

/**
 * The actions an alarm still takes where it stands on the ladder, for who looks at it (the server's rules):
 * a closed one only comments; the security company answering it acknowledges, sends a responder, rejects it
 * as a false alarm or escalates it to the police; the police HQ it was escalated to acknowledges and hands it
 * to a local station, which acknowledges it; whoever reaches it comments and terminates it.
 */
export function applicableActions(kind: Kind, alarm: Alarm, viewer: Viewer): ActionName[] {
  if (alarm.closedAt !== null || alarm.stage === 'closed') return ['comment'];
  const is = (company: { id: number } | null) =>
    viewer.admin || (company !== null && company.id === viewer.companyId);
  const police = POLICE_STAGES.includes(alarm.stage);
  const atHq = alarm.stage === 'police-hq' && is(alarm.policeHq);
  const atStation = alarm.stage === 'police-station' && is(alarm.policeStation);
  const actions: ActionName[] = [];
  if (!alarm.acknowledgedAt || atHq || atStation) actions.push('acknowledge');
  actions.push('comment');
  if (!police && is(alarm.securityCompany)) actions.push('escalate-user', 'reject', 'escalate-police');
  if (kind === 'intrusion' && atHq) actions.push('hand-over');
  actions.push('terminate');
  return actions;
}

/** The permission key of each action (the contract's). */
export const actionPermission = (action: ActionName) => [defconAlarms.DEFCON_ACTION_PERMISSION[action]];
