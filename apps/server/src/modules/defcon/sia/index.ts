/**
 * SIA DC-09 receiver for Defcon: alarm panels report over TCP and UDP (protocols.md §1; docs/api.md
 * "SIA DC-09 receiver"). Self-contained: no database, no app; the defcon module starts it and gives it two
 * callbacks.
 *
 *   import { startSiaReceiver } from './sia/index.ts';
 *   const receiver = await startSiaReceiver({
 *     port: config.SIA_PORT,                       // 0: a free port (tests); receiver.tcpPort / .udpPort
 *     timeWindow: config.SIA_TIME_WINDOW,          // { pastSeconds, futureSeconds } | null
 *     maxFramesPerSecond: config.SIA_MAX_FRAMES_PER_SECOND,
 *     lookupAccount: async (account) => panel ? { key: panel.siaKey, keyEncoding: null } : null,   // account upper case
 *     onEvent: async (frame, { account, events, remote, receivedAt }) => { ...store, raise or close alarms },
 *     onRejected: (reason, remote, { account, detail }) => { ...count in the panel's log },
 *   });
 *   ...
 *   await receiver.close();
 *
 * - onEvent runs once per accepted frame, before the ACK is sent; a retransmission (same account, token,
 *   sequence and data within duplicateWindowMs) is ACKed without calling it again; if it throws the panel gets
 *   NAK and sends again. NULL link tests reach onEvent too (one event: kind `test`, code `NULL`): use them for
 *   "last heartbeat" and the supervision timer.
 * - events: SiaEvent { kind, restore, eventClass, scheme, code, qualifier?, zone?, user?, partition?,
 *   description, text?, time? }. eventClass `intrusion` → intrusion alarm (restore: close it), `status` →
 *   status alarm (restore: close it), `state` → the panel is armed (`arm`) or disarmed (`disarm`) by `user`,
 *   `none` → nothing to raise. The table: SIA_EVENT_TABLE / CID_EVENT_TABLE in events.ts.
 * - What is answered to what, and which reason onRejected gets: the table at the top of receiver.ts.
 */
export {
  CID_EVENT_TABLE,
  type CidEventMeaning,
  cidData,
  type DecodeResult,
  decodeCidData,
  decodeFrame,
  decodeSiaData,
  SIA_EVENT_TABLE,
  type SiaEvent,
  type SiaEventClass,
  type SiaEventKind,
  type SiaEventMeaning,
  type SiaNumberKind,
  siaData,
} from './events.ts';
export {
  type BuildFrameOptions,
  buildFrame,
  buildReply,
  crc16,
  type FrameResult,
  formatTimestamp,
  isValidSiaKey,
  type KeyEncoding,
  keyCandidates,
  parseFrame,
  parseTimestamp,
  SIA_TOKENS,
  type SiaExtended,
  type SiaFrame,
  type SiaHeader,
  type SiaToken,
} from './frame.ts';
export {
  DEFAULT_TIME_WINDOW,
  type SiaAccountSettings,
  type SiaDecoded,
  type SiaReceiver,
  type SiaReceiverOptions,
  type SiaReceiverStats,
  type SiaRejection,
  type SiaRejectReason,
  type SiaRemote,
  type SiaTimeWindow,
  startSiaReceiver,
} from './receiver.ts';
export { type SendOptions, type SiaAnswer, SiaTcpClient, sendSiaFrame } from './sender.ts';
export { SIA_CODE_NAMES } from './sia-codes.ts';
