import { z } from 'zod';
import { tagLimitMessage } from './messages.ts';

/** R67: the characters that separate tags typed or pasted into a tag input. */
export const TAG_SEPARATORS = /[,;|]/;

/** R67: split on comma, semicolon or pipe, trim, drop blanks and duplicates (exact match, first one kept). */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? [input] : input;
  const tags: string[] = [];
  for (const part of parts) {
    for (const raw of part.split(TAG_SEPARATORS)) {
      const tag = raw.trim();
      // Case-sensitive on purpose: 'ABC' and 'abc' can be different serials or codes.
      if (tag !== '' && !tags.includes(tag)) tags.push(tag);
    }
  }
  return tags;
}

export interface AddTagsResult {
  /** The tags after the addition, never more than `max`. */
  tags: string[];
  /** New tags that did not fit under `max`, in input order. */
  rejected: string[];
  /** R68: 'You Cannot Enter More Than {n} ' when something was rejected, else null. */
  error: string | null;
}

/**
 * R67/R68: add what the user typed to the current tags. New tags fill up to `max` in order; the rest are
 * returned in `rejected` (so the input can keep them for editing) with the limit message.
 */
export function addTags(current: readonly string[], input: string, max?: number): AddTagsResult {
  const tags = parseTags(current);
  const rejected: string[] = [];
  for (const tag of parseTags(input)) {
    if (tags.includes(tag)) continue;
    if (max !== undefined && tags.length >= max) rejected.push(tag);
    else tags.push(tag);
  }
  return { tags, rejected, error: rejected.length > 0 && max !== undefined ? tagLimitMessage(max) : null };
}

/** R68: the limit message when `tags` holds more than `max`, else null. */
export const tagCountError = (tags: readonly string[], max?: number) =>
  max !== undefined && tags.length > max ? tagLimitMessage(max) : null;

/** R67/R68: a tag list given as text or as an array; outputs the clean list, at most `max` tags. */
export const tagsSchema = (max?: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => parseTags(v))
    .superRefine((tags, ctx) => {
      const message = tagCountError(tags, max);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
