import { createHash } from 'node:crypto';
import { places } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../../kernel/http/errors.ts';

export interface FloorPlan {
  data: Buffer;
  contentType: string;
  etag: string;
}

const refuse = (msg: string) => new ValidationError([{ param: places.LAYOUT_IMAGE_FIELD, msg }]);
const ACCEPTED: readonly string[] = places.LAYOUT_IMAGE_TYPES;

/**
 * The floor plan of an upload: one file in the `file` field, at most LAYOUT_IMAGE_MAX_BYTES, and an image
 * by its content (magic bytes), whatever name or type the client gave it. Anything else is a 418 on `file`.
 */
export async function readFloorPlan(request: FastifyRequest): Promise<FloorPlan> {
  if (!request.isMultipart()) throw refuse(places.LAYOUT_IMAGE_MISSING);
  const part = await request.file({ limits: { fileSize: places.LAYOUT_IMAGE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== places.LAYOUT_IMAGE_FIELD) {
    part?.file.resume();
    throw refuse(places.LAYOUT_IMAGE_MISSING);
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(places.LAYOUT_IMAGE_TOO_LARGE);
    throw error;
  }
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.includes(type.mime)) throw refuse(places.LAYOUT_IMAGE_NOT_IMAGE);
  return {
    data,
    contentType: type.mime,
    etag: createHash('sha256').update(data).digest('hex').slice(0, 32),
  };
}
