export interface ReadinessCheck {
  ok: boolean;
  detail?: string;
}

/**
 * Whether this process has finished starting, as /readyz tells it: the composition root says what it is still doing
 * (writing the demo seed, read models catching up with the log) and when it is done. Until then the instance is not
 * ready, so a load balancer, a script or a person waiting for "ready" never meets a demo login that cannot work yet.
 */
export class StartupReadiness {
  private state: ReadinessCheck = { ok: false, detail: 'starting' };

  check(): ReadinessCheck {
    return this.state;
  }

  /** Still starting: `detail` says at what (shown in /readyz). */
  starting(detail: string): void {
    this.state = { ok: false, detail };
  }

  ready(): void {
    this.state = { ok: true };
  }
}
