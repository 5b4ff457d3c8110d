/** A port nothing on 127.0.0.1 listens on right now, from below the system's ephemeral range (see free-port.mjs). */
export function freePort(): Promise<number>;
