/**
 * The OsmAnd protocol (protocols.md §2): what the Traccar Client app and many hardware trackers post to the
 * receiver on OSMAND_PORT. Both forms, and the answers as Traccar's OsmAndProtocolDecoder gives them.
 */

export const OSMAND_DEFAULT_PORT = 5055;

/** Speed units: the query form sends knots, the JSON form metres per second; positions store km/h. */
export const KMH_PER_KNOT = 1.852;
export const KMH_PER_MPS = 3.6;

/**
 * The receiver's answers: 200 with an empty body once the position is stored (or counted and dropped, see
 * below); 400 for a request it cannot read or, in the query form, for a missing or unknown `id`; 404 for an
 * unknown `device_id` in the JSON form; 429 for a tracker over its rate and 503 while the write buffer is
 * full (both with Retry-After: the client keeps the position and sends it again); 413 for a body over
 * `OSMAND_MAX_BODY_BYTES`.
 */
export const OSMAND_STATUS = {
  stored: 200,
  badRequest: 400,
  unknownJsonDevice: 404,
  tooLarge: 413,
  rateLimited: 429,
  busy: 503,
} as const;

export const OSMAND_MAX_BODY_BYTES = 64 * 1024;
