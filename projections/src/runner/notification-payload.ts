import type { LogPosition } from '@sideline/eventstore';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const MAX_PAYLOAD_BYTES = 7_900;
/** at most this many command ids travel with a notification */
export const MAX_COMMANDS = 20;

/** What the runner announces after each batch commits. */
export interface ProjectionNotification {
  /** the schema the projection lives in: several deployments (or test files) may share one database */
  schema: string;
  name: string;
  position: LogPosition;
  /** read-model keys that changed (`plan:42`); cut short when too many, then `overflow` is true */
  changed: string[];
  /** true when keys were left out: listeners should treat everything of this projection as changed */
  overflow: boolean;
  /** the commands whose events the batch applied (a page skips refetching for its own commands); empty when too many */
  commands: string[];
  /**
   * who issued those commands (user ids; '' for the system), so a listener hears them only when they are all its own
   */
  actors: string[];
}

interface WirePayload {
  schema: string;
  name: string;
  transactionId: string;
  globalPosition: string;
  changed: string[];
  overflow?: true;
  commands?: string[];
  actors?: string[];
}

/**
 * JSON for pg_notify, under `maxBytes`: keys are kept in order until the next one would not fit.
 * `overflow: true` up front says "everything changed" (a reset).
 */
export function encodeNotification(
  notification: Omit<ProjectionNotification, 'overflow' | 'commands' | 'actors'> & {
    overflow?: boolean;
    commands?: readonly string[];
    actors?: readonly string[];
  },
  maxBytes = MAX_PAYLOAD_BYTES,
): string {
  // Command ids only help while they are few (a page's own edit); a long list would crowd out the keys.
  const commands =
    notification.commands && notification.commands.length <= MAX_COMMANDS ? [...notification.commands] : [];
  const base: WirePayload = {
    schema: notification.schema,
    name: notification.name,
    transactionId: String(notification.position.transactionId),
    globalPosition: String(notification.position.globalPosition),
    changed: [],
    ...(commands.length ? { commands, actors: [...new Set(notification.actors ?? [])] } : {}),
  };
  const full = JSON.stringify({
    ...base,
    changed: notification.changed,
    ...(notification.overflow ? { overflow: true } : {}),
  });
  if (Buffer.byteLength(full) <= maxBytes) return full;

  const overflowBase = JSON.stringify({ ...base, overflow: true });
  let bytes = Buffer.byteLength(overflowBase);
  const kept: string[] = [];
  for (const key of notification.changed) {
    const cost = Buffer.byteLength(JSON.stringify(key)) + (kept.length > 0 ? 1 : 0); // the key and its comma
    if (bytes + cost > maxBytes) break;
    kept.push(key);
    bytes += cost;
  }
  return JSON.stringify({ ...base, changed: kept, overflow: true });
}

/** Parses a payload; undefined for anything that is not one of ours. */
export function decodeNotification(payload: string): ProjectionNotification | undefined {
  try {
    const wire = JSON.parse(payload) as Partial<WirePayload>;
    if (typeof wire.name !== 'string' || typeof wire.schema !== 'string' || !Array.isArray(wire.changed))
      return undefined;
    return {
      schema: wire.schema,
      name: wire.name,
      position: { transactionId: BigInt(wire.transactionId ?? 0), globalPosition: BigInt(wire.globalPosition ?? 0) },
      changed: wire.changed.filter((key): key is string => typeof key === 'string'),
      overflow: wire.overflow === true,
      commands: Array.isArray(wire.commands) ? wire.commands.filter((id): id is string => typeof id === 'string') : [],
      actors: Array.isArray(wire.actors) ? wire.actors.filter((id): id is string => typeof id === 'string') : [],
    };
  } catch {
    return undefined;
  }
}
