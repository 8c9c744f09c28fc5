import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and refresh tokens (256 bits, URL-safe). */
export const randomToken = () => randomBytes(32).toString('base64url');
/** How tokens are stored: only their SHA-256, so a database leak reveals no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
