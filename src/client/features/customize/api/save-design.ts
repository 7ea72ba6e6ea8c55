import { useMutation } from '@tanstack/react-query';
import { saveDesignResponseSchema, type SaveDesignRequest } from '../../../../contracts/designs';
import { sendJson } from '../../../lib/api-client';

/** POST /api/designs: saves the design on show and answers its link's path, /d/<token>. */
export function saveDesign(body: SaveDesignRequest, signal?: AbortSignal) {
  return sendJson('POST', '/api/designs', body, saveDesignResponseSchema, signal);
}

export function useSaveDesign() {
  return useMutation({ mutationFn: (body: SaveDesignRequest) => saveDesign(body) });
}
