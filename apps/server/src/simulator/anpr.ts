/**
 * Frigate NVR's plate messages as an edge box publishes them (protocols.md §4): the `frigate/events` object
 * of `TrackedObject.to_dict()` and the `frigate/tracked_object_update` of type `lpr`, for the tests, the
 * benchmark and a simulated gate.
 */

export interface FrigateCar {
  /** Frigate's tracked object id, e.g. `1764065700.123456-ab12cd`. */
  id: string;
  camera: string;
  plate: string;
  score: number;
  /** `tuple`: `["ABC1234", 0.94]` as Frigate's code sends it; `string`: the documented string + score. */
  form?: 'tuple' | 'string';
  /** Frigate's known-plate name (sub_label). */
  knownName?: string | null;
  label?: 'car' | 'motorcycle' | 'license_plate';
  /** Epoch seconds of the frame; default now. */
  at?: number;
}

/** A new tracked object id, in Frigate's form. */
export const frigateObjectId = (at = Date.now() / 1000) =>
  `${at.toFixed(6)}-${Math.random().toString(36).slice(2, 8)}`;

function trackedObject(car: FrigateCar, plate: boolean, ended: boolean) {
  const at = car.at ?? Date.now() / 1000;
  const form = car.form ?? 'tuple';
  const recognised = !plate ? null : form === 'tuple' ? [car.plate, car.score] : car.plate;
  return {
    id: car.id,
    camera: car.camera,
    frame_time: at,
    snapshot: {
      frame_time: at,
      box: [820, 398, 1200, 694],
      area: 112480,
      region: [700, 300, 1340, 940],
      score: 0.87,
      attributes: [],
      current_estimated_speed: 0,
      velocity_angle: 0,
      path_data: [],
      recognized_license_plate: recognised,
      recognized_license_plate_score: null,
    },
    snapshot_clean: true,
    label: car.label ?? 'car',
    sub_label: plate && car.knownName ? [car.knownName, car.score] : null,
    top_score: 0.87,
    false_positive: false,
    start_time: at - 3,
    end_time: ended ? at : null,
    score: 0.87,
    computed_score: 0.87,
    box: [820, 398, 1200, 694],
    area: 112480,
    ratio: 1.2838,
    region: [700, 300, 1340, 940],
    active: !ended,
    stationary: false,
    motionless_count: 0,
    position_changes: 1,
    current_zones: ['gate'],
    entered_zones: ['gate'],
    has_clip: true,
    has_snapshot: true,
    attributes: {},
    current_attributes: [],
    pending_loitering: false,
    max_severity: 'alert',
    current_estimated_speed: 0,
    average_estimated_speed: 0,
    velocity_angle: 0,
    path_data: [[[0.5213, 0.6389], at - 3]],
    recognized_license_plate: recognised,
    ...(plate && form === 'string' && { recognized_license_plate_score: car.score }),
  };
}

/** A `frigate/events` message: `new` (before any plate), `update` (with the plate) or `end`. */
export function frigateEventMessage(type: 'new' | 'update' | 'end', car: FrigateCar): string {
  const withPlate = type !== 'new';
  return JSON.stringify({
    type,
    before: trackedObject(car, false, false),
    after: trackedObject(car, withPlate, type === 'end'),
  });
}

/** A `frigate/tracked_object_update` message of type `lpr`. */
export function lprUpdateMessage(car: FrigateCar): string {
  return JSON.stringify({
    type: 'lpr',
    id: car.id,
    name: car.knownName ?? null,
    plate: car.plate,
    score: car.score,
    camera: car.camera,
    timestamp: car.at ?? Date.now() / 1000,
    plate_box: [917, 487, 1029, 529],
  });
}
