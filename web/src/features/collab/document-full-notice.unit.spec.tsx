// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionBadge } from './connection-badge';
import { DocumentFullNotice } from './document-full-notice';
import { documentFullText, parseRefusedMessage } from './limit-refusal';
import type { CollabDocumentState } from './use-collab-document';

afterEach(cleanup);

const online: CollabDocumentState = {
  connection: 'online',
  synced: true,
  mode: 'write',
  saved: false,
  storedVersion: 3,
  denied: null,
  full: null,
};

describe('a document the server refused to grow', () => {
  it("reads the server's refusal and ignores anything else", () => {
    expect(
      parseRefusedMessage('{"type":"sideline.refused","reason":"document-full","bytes":4000000,"maxBytes":4194304}'),
    ).toEqual({
      reason: 'document-full',
      bytes: 4_000_000,
      maxBytes: 4_194_304,
    });
    expect(parseRefusedMessage('{"type":"sideline.refused","reason":"rate-limited"}')).toEqual({
      reason: 'rate-limited',
    });
    expect(parseRefusedMessage('{"type":"sideline.refused","reason":"bored"}')).toBeNull();
    expect(parseRefusedMessage('{"type":"sideline.stored","version":4,"stateVector":"AQID"}')).toBeNull();
    expect(parseRefusedMessage('not json')).toBeNull();
  });

  it('says the board is full, how full, and what to do, above the canvas and in the badge', () => {
    const full = { ...online, full: { reason: 'document-full' as const, bytes: 4_000_000, maxBytes: 4 * 1024 * 1024 } };
    render(
      <>
        <ConnectionBadge state={full} />
        <DocumentFullNotice state={full} what="board" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This board is full: it holds 3.8 MB of the 4 MB a board may hold, and your latest change was not saved. ' +
        'Reload the page and remove images or drawings you no longer need to make room, or start a new board.',
    );
    expect(screen.getByTestId('connection-badge').textContent).toBe('Not saved: full');
  });

  it('says nothing while the document has room', () => {
    render(<DocumentFullNotice state={online} what="diagram" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(documentFullText({ reason: 'document-full' }, 'diagram')).toBe(
      'This diagram is full: your latest change was not saved. Reload the page and remove images or drawings you no longer need to make room.',
    );
  });
});
