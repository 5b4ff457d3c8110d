import type { CollabTokenSigner } from '@sideline/domain';
import { createHmac } from 'node:crypto';

/**
 * HMAC-SHA256 with the shared COLLAB_SECRET, base64url: the signature of collab tokens (the API signs the same way).
 */
export const hmacSigner =
  (secret: string): CollabTokenSigner =>
  (text) =>
    createHmac('sha256', secret).update(text).digest('base64url');
