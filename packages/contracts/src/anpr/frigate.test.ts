import { describe, expect, test } from 'vitest';
import {
  frigateSubscriptions,
  frigateTopicOf,
  parseFrigateEvent,
  parseTrackedObjectUpdate,
} from './frigate.ts';

/** protocols.md §4.3, exactly: a known plate, sent as Frigate's code sends it (`[plate, score]`). */
const KNOWN_PLATE_UPDATE = `{
  "type": "update",
  "before": {
    "id": "1764065700.123456-ab12cd", "camera": "gate_cam", "frame_time": 1764065701.9,
    "snapshot": {"frame_time": 1764065701.9, "box": [812, 402, 1190, 690], "area": 108864,
                 "region": [700, 300, 1340, 940], "score": 0.84, "attributes": [],
                 "current_estimated_speed": 0, "velocity_angle": 0, "path_data": [],
                 "recognized_license_plate": null, "recognized_license_plate_score": null},
    "snapshot_clean": true, "label": "car", "sub_label": null, "top_score": 0.85,
    "false_positive": false, "start_time": 1764065700.123456, "end_time": null,
    "score": 0.84, "computed_score": 0.85, "box": [812, 402, 1190, 690], "area": 108864,
    "ratio": 1.3125, "region": [700, 300, 1340, 940], "active": true, "stationary": false,
    "motionless_count": 0, "position_changes": 1, "current_zones": ["gate"], "entered_zones": ["gate"],
    "has_clip": true, "has_snapshot": true, "attributes": {}, "current_attributes": [],
    "pending_loitering": false, "max_severity": "alert", "current_estimated_speed": 0,
    "average_estimated_speed": 0, "velocity_angle": 0,
    "path_data": [[[0.5213, 0.6389], 1764065700.123456]],
    "recognized_license_plate": null
  },
  "after": {
    "id": "1764065700.123456-ab12cd", "camera": "gate_cam", "frame_time": 1764065703.1,
    "snapshot": {"frame_time": 1764065702.9, "box": [820, 398, 1200, 694], "area": 112480,
                 "region": [700, 300, 1340, 940], "score": 0.87, "attributes": [],
                 "current_estimated_speed": 0, "velocity_angle": 0, "path_data": [],
                 "recognized_license_plate": ["ABC1234", 0.94], "recognized_license_plate_score": null},
    "snapshot_clean": true, "label": "car", "sub_label": ["Wife's Car", 0.94], "top_score": 0.87,
    "false_positive": false, "start_time": 1764065700.123456, "end_time": null,
    "score": 0.87, "computed_score": 0.87, "box": [820, 398, 1200, 694], "area": 112480,
    "ratio": 1.2838, "region": [700, 300, 1340, 940], "active": true, "stationary": false,
    "motionless_count": 0, "position_changes": 1, "current_zones": ["gate"], "entered_zones": ["gate"],
    "has_clip": true, "has_snapshot": true, "attributes": {}, "current_attributes": [],
    "pending_loitering": false, "max_severity": "alert", "current_estimated_speed": 0,
    "average_estimated_speed": 0, "velocity_angle": 0,
    "path_data": [[[0.5213, 0.6389], 1764065700.123456]],
    "recognized_license_plate": ["ABC1234", 0.94]
  }
}`;

/** protocols.md §4.1, exactly. */
const LPR_UPDATE = `{"type": "lpr", "id": "<tracked object id>", "name": "<known-plate name or null>",
   "plate": "ABC1234", "score": 0.94, "camera": "gate_cam",
   "timestamp": 1764065702.91, "plate_box": [917, 487, 1029, 529]}`;

const example = () => JSON.parse(KNOWN_PLATE_UPDATE);
const received = new Date('2026-01-01T00:00:00Z');

describe('[ANPR] Frigate events', () => {
  test('the §4.3 example (plate as [plate, score], known plate) is one read', () => {
    expect(parseFrigateEvent(KNOWN_PLATE_UPDATE, received)).toEqual({
      status: 'read',
      read: {
        frigateId: '1764065700.123456-ab12cd',
        camera: 'gate_cam',
        plate: 'ABC1234',
        score: 0.94,
        knownName: "Wife's Car",
        label: 'car',
        seenAt: new Date(1764065703100),
        ended: false,
        origin: 'events',
      },
    });
  });

  test('the documented form: a string plus recognized_license_plate_score', () => {
    const message = example();
    message.after.recognized_license_plate = 'ABC1234';
    message.after.recognized_license_plate_score = 0.91;
    const parsed = parseFrigateEvent(new TextEncoder().encode(JSON.stringify(message)), received);
    expect(parsed.status === 'read' && parsed.read).toMatchObject({ plate: 'ABC1234', score: 0.91 });
  });

  test('an unknown plate: sub_label null, no known name', () => {
    const message = example();
    message.after.sub_label = null;
    const parsed = parseFrigateEvent(JSON.stringify(message), received);
    expect(parsed.status === 'read' && parsed.read).toMatchObject({ plate: 'ABC1234', knownName: null });
  });

  test('the end message repeats after with end_time: a read that ends the object', () => {
    const message = example();
    message.type = 'end';
    message.after.end_time = 1764065710.5;
    message.after.active = false;
    const parsed = parseFrigateEvent(JSON.stringify(message), received);
    expect(parsed.status === 'read' && parsed.read).toMatchObject({ plate: 'ABC1234', ended: true });
  });

  test('the new message before any plate is read is ignored', () => {
    const message = example();
    message.type = 'new';
    message.after.recognized_license_plate = null;
    message.after.sub_label = null;
    expect(parseFrigateEvent(JSON.stringify(message), received)).toEqual({
      status: 'ignored',
      reason: 'no plate yet',
    });
  });

  test('a person or any other label is ignored', () => {
    const message = example();
    message.after.label = 'person';
    expect(parseFrigateEvent(JSON.stringify(message), received).status).toBe('ignored');
  });

  test('a score outside 0-1 or missing is kept as unknown (null), the plate still read', () => {
    const message = example();
    message.after.recognized_license_plate = ['ABC1234', 7];
    const parsed = parseFrigateEvent(JSON.stringify(message), received);
    expect(parsed.status === 'read' && parsed.read.score).toBeNull();
  });

  test('no frame_time nor start_time: seen when received', () => {
    const message = example();
    delete message.after.frame_time;
    delete message.after.start_time;
    const parsed = parseFrigateEvent(JSON.stringify(message), received);
    expect(parsed.status === 'read' && parsed.read.seenAt).toEqual(received);
  });

  test.each([
    ['not JSON', '{"type":', 'JSON'],
    ['a bad type', JSON.stringify({ type: 'gone', after: { id: 'a', camera: 'c' } }), 'type'],
    ['no after', JSON.stringify({ type: 'new' }), 'after'],
    ['no camera', JSON.stringify({ type: 'new', after: { id: 'a' } }), 'after.camera'],
    [
      'a number as plate',
      JSON.stringify({ type: 'new', after: { id: 'a', camera: 'c', recognized_license_plate: 5 } }),
      'recognized_license_plate',
    ],
    [
      'too large',
      JSON.stringify({ type: 'new', after: { id: 'a', camera: 'c', x: 'x'.repeat(70_000) } }),
      'bytes',
    ],
    ['JSON null', 'null', 'message'],
  ])('%s is invalid with a reason, never a throw', (_name, raw, reason) => {
    const parsed = parseFrigateEvent(raw, received);
    expect(parsed.status).toBe('invalid');
    if (parsed.status === 'invalid') expect(parsed.msg).toContain(reason);
  });
});

describe('[ANPR] Frigate tracked_object_update', () => {
  test('the §4.1 lpr example is one read', () => {
    expect(parseTrackedObjectUpdate(LPR_UPDATE, received)).toEqual({
      status: 'read',
      read: {
        frigateId: '<tracked object id>',
        camera: 'gate_cam',
        plate: 'ABC1234',
        score: 0.94,
        knownName: '<known-plate name or null>',
        label: null,
        seenAt: new Date(1764065702910),
        ended: false,
        origin: 'lpr',
      },
    });
  });

  test('an unknown plate has name null', () => {
    const message = { ...JSON.parse(LPR_UPDATE), name: null };
    const parsed = parseTrackedObjectUpdate(JSON.stringify(message), received);
    expect(parsed.status === 'read' && parsed.read.knownName).toBeNull();
  });

  test.each([
    ['a face update', { type: 'face', id: 'a', name: 'Bob', score: 0.9, camera: 'c', timestamp: 1 }],
    ['a description update', { type: 'description', id: 'a', description: 'a red car' }],
    ['no type', { id: 'a' }],
  ])('%s is ignored', (_name, message) => {
    expect(parseTrackedObjectUpdate(JSON.stringify(message), received).status).toBe('ignored');
  });

  test('an lpr update without a plate is invalid', () => {
    const parsed = parseTrackedObjectUpdate(JSON.stringify({ type: 'lpr', id: 'a', camera: 'c' }), received);
    expect(parsed.status).toBe('invalid');
  });
});

describe('[ANPR] Frigate topics', () => {
  test.each([
    ['frigate/events', { kind: 'events', serial: null }],
    ['frigate/tracked_object_update', { kind: 'tracked_object_update', serial: null }],
    ['frigate/BOX-1/events', { kind: 'events', serial: 'BOX-1' }],
    ['frigate/BOX-1/tracked_object_update', { kind: 'tracked_object_update', serial: 'BOX-1' }],
    ['frigate/gate_cam/car/snapshot', { kind: 'snapshot', serial: null, camera: 'gate_cam', label: 'car' }],
    [
      'frigate/BOX-1/gate_cam/license_plate/snapshot',
      { kind: 'snapshot', serial: 'BOX-1', camera: 'gate_cam', label: 'license_plate' },
    ],
  ])('%s is read', (topic, expected) => {
    expect(frigateTopicOf(topic)).toEqual(expected);
  });

  test.each([
    'frigate/stats',
    'frigate/available',
    'frigate/reviews',
    'frigate/gate_cam/car',
    'frigate/gate_cam/person/snapshot',
    'frigate/a/b/events',
    'frigate/+/events',
    'devices/BOX-1/telemetry',
  ])('%s is not read', (topic) => {
    expect(frigateTopicOf(topic)).toBeNull();
  });

  test('the external broker subscriptions are shared and name the box in the prefix', () => {
    expect(frigateSubscriptions('atrium')).toEqual([
      '$share/atrium/frigate/+/events',
      '$share/atrium/frigate/+/tracked_object_update',
      '$share/atrium/frigate/+/+/+/snapshot',
    ]);
  });
});
