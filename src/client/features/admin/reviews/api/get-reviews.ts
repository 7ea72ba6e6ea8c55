import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminReviewsSchema } from '../../../../../contracts/reviews';
import { adminGet, adminSend } from '../../../../lib/admin-api';

export const getReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'reviews'],
    queryFn: ({ signal }) => adminGet('/api/admin/reviews', adminReviewsSchema, signal),
  });

export const useReviews = () => useQuery(getReviewsQueryOptions());

export function useDecideReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'hidden' }) =>
      adminSend(
        'POST',
        `/api/admin/reviews/${encodeURIComponent(id)}/status`,
        { status },
        z.object({ success: z.literal(true) }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: getReviewsQueryOptions().queryKey }),
  });
}
