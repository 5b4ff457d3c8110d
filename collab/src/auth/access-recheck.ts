import type { Hocuspocus } from '@hocuspocus/server';
import { ACCESS_ENDED_CLOSE_CODE, TOKEN_EXPIRED_CLOSE_CODE } from './close-codes';
import type { CollabContext, RecheckDeps } from './collab-context';
import { currentRefusal } from './current-refusal';

export { ACCESS_ENDED_CLOSE_CODE, TOKEN_EXPIRED_CLOSE_CODE } from './close-codes';

/**
 * Asks again, about once a second, whether each open connection may stay open: its token not expired (else 4401:
 * the page sends a fresh token on the open socket before that), the session it names still alive (not signed out,
 * here or everywhere), the account still active (not disabled), the role and team roles, the document's current access
 * and share link, through the same check as at connect. A connection that may no longer have what its token gave is
 * closed (4403, with the reason); the page then asks the API for a fresh token, which carries the new answer
 * (read-only, or a refusal). Each (document, user, link, mode) is looked up once per round, whatever the number of its
 * connections.
 */
export class AccessRecheck {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running = false;

  constructor(
    private readonly hocuspocus: Hocuspocus,
    private readonly deps: RecheckDeps,
    private readonly intervalMs = 1_000,
    private readonly log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  start() {
    this.timer ??= setInterval(() => void this.round(), this.intervalMs);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async round(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const answers = new Map<string, Promise<string | null>>();
      const now = this.now();
      for (const document of [...this.hocuspocus.documents.values()]) {
        for (const connection of document.getConnections()) {
          const context = connection.context as Partial<CollabContext> | undefined;
          if (!context?.documentName || !context.mode) continue;
          if (context.expiresAt !== undefined && context.expiresAt <= now) {
            connection.close({ code: TOKEN_EXPIRED_CLOSE_CODE, reason: 'token-expired' });
            continue;
          }
          const claims = {
            documentName: context.documentName,
            userId: context.userId ?? null,
            shareLinkId: context.shareLinkId ?? null,
            sessionId: context.sessionId ?? null,
            mode: context.mode,
          };
          const key = JSON.stringify(claims);
          let answer = answers.get(key);
          if (!answer) answers.set(key, (answer = currentRefusal(this.deps, claims)));
          const refusal = await answer;
          if (refusal) connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: refusal });
        }
      }
    } catch (error) {
      // a database hiccup: the next round asks again
      this.log(
        `[collab] re-checking open connections failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.running = false;
    }
  }
}
