import { readBootData } from '../../boot-data';

/** The collab server's WebSocket address: what the server put in the boot block, else this origin's `/collab`. */
export function collabUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const configured = readBootData()?.collabUrl;
  if (configured) return configured;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/collab`;
}
