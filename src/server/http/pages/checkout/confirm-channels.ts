import type { Channel } from '../../../messages/types';
import type { ConfirmChannels } from './strings';

/** The channels a request to confirm goes by, as the confirmation says them; null when none can send. */
export function confirmChannels(reach: readonly Channel[]): ConfirmChannels | null {
  if (reach.includes('whatsapp') && reach.includes('email')) return 'both';
  return reach[0] ?? null;
}
