import { support } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';

export interface UploadedFile {
  fileName: string;
  contentType: support.AttachmentType;
  data: Buffer;
}

export interface MessageUpload {
  body: unknown;
  file: UploadedFile | null;
}

const FIELD = support.MESSAGE_FILE_FIELD;
const ACCEPTED: readonly string[] = support.ATTACHMENT_TYPES;
const tooLarge = () =>
  new HttpError(
    413,
    `The file is larger than ${support.MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
    'ATTACHMENT_TOO_LARGE',
  );

/** A file name to keep: no path, no control characters, not empty. */
const cleanName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .slice(0, 200) || 'attachment';

/**
 * The text and file of a multipart message. The file's type is read from its bytes (magic numbers), never
 * from its name or the declared type: a text file named `.png` is a 418 on `file`; over the size a 413.
 */
export async function readMessageUpload(request: FastifyRequest): Promise<MessageUpload> {
  let body: unknown;
  let file: UploadedFile | null = null;
  for await (const part of request.parts({ limits: { fileSize: support.MAX_ATTACHMENT_BYTES, files: 1 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'body') body = part.value;
      continue;
    }
    if (part.fieldname !== FIELD) {
      part.file.resume();
      throw new ValidationError([{ param: part.fieldname, msg: `Send the file in "${FIELD}"` }]);
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (data.length === 0) file = null;
    else file = { fileName: cleanName(part.filename), contentType: await sniff(data), data };
  }
  return { body: body ?? '', file };
}

async function sniff(data: Buffer): Promise<support.AttachmentType> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.includes(type.mime))
    throw new ValidationError([{ param: FIELD, msg: 'Must be a PNG, JPEG or WebP image or a PDF' }]);
  return type.mime as support.AttachmentType;
}
