import { apiFetch } from '../../../api/api-fetch';
import type { DrillRef } from '@sideline/domain';

/** The plan cart: drills a signed-in coach collects for a practice plan (kept on the server, per user). */
interface CartBody {
  items: DrillRef[];
}

const cartDrillPath = (drillId: string) => `/api/cart/drills/${encodeURIComponent(drillId)}`;

export async function fetchCart(signal?: AbortSignal): Promise<DrillRef[]> {
  return (await apiFetch<CartBody>('/api/cart', { signal })).items;
}

export async function addToCart(drillId: string): Promise<DrillRef[]> {
  return (await apiFetch<CartBody>(cartDrillPath(drillId), { method: 'PUT', json: {} })).items;
}

export async function removeFromCart(drillId: string): Promise<DrillRef[]> {
  return (await apiFetch<CartBody>(cartDrillPath(drillId), { method: 'DELETE' })).items;
}

export async function clearCart(): Promise<DrillRef[]> {
  return (await apiFetch<CartBody>('/api/cart', { method: 'DELETE' })).items;
}
