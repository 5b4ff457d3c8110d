import { describe, expect, it } from 'vitest';
import { restoreDocumentVersionSchema } from './document-versions';

describe('restoring a document version', () => {
  it('takes whole, positive versions to restore', () => {
    expect(restoreDocumentVersionSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(restoreDocumentVersionSchema.safeParse({ version: 1.5 }).success).toBe(false);
    expect(restoreDocumentVersionSchema.safeParse({}).error?.issues[0]?.message).toBe('Name the version to restore.');
    expect(restoreDocumentVersionSchema.parse({ version: 3 })).toEqual({ version: 3 });
  });
});
