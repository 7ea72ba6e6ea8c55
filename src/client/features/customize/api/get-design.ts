import { designSchema, type Design } from '../../../../contracts/designs';
import { ApiError, getJson } from '../../../lib/api-client';

/**
 * GET /api/designs/:token: a shared design, or null when the link is unknown or expired (404).
 * Loaded on demand by the app when a /d/ link is opened, with the schemas it needs.
 */
export async function fetchDesign(token: string, signal?: AbortSignal): Promise<Design | null> {
  try {
    return await getJson(`/api/designs/${encodeURIComponent(token)}`, designSchema, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
