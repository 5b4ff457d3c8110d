/** A collaborator's colours: `background` for the cursor and avatar, `stroke` for outlines. */
export interface PresenceColour {
  background: string;
  stroke: string;
}

/**
 * The colour Excalidraw gives a collaborator's cursor (a hash of the connection's id onto 37 light hues), so the
 * avatar in our presence list and the cursor on the canvas always match. Dark text reads on every one of them.
 */
export function presenceColour(connectionId: string): PresenceColour {
  let hash = 0;
  for (let i = 0; i < connectionId.length; i++) hash = ((hash << 5) - hash + connectionId.charCodeAt(i)) | 0;
  const hue = (Math.abs(hash) % 37) * 10;
  return { background: `hsl(${hue}, 100%, 83%)`, stroke: `hsl(${hue}, 70%, 35%)` };
}
