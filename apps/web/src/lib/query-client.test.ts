import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

describe('query client', () => {
  it('reads every query again when a change is refused as out of date (409), not on other errors', async () => {
    const queryClient = createQueryClient();
    const mission = vi.fn(async () => ({ status: 'ACTIVE' }));
    await queryClient.fetchQuery({ queryKey: ['missions', 'detail', '1'], queryFn: mission });
    const observer = queryClient.getQueryCache().find({ queryKey: ['missions', 'detail', '1'] })!;
    const refused = (status: number) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationFn: async () => {
            throw new ApiError(status, 'X', 'refusé');
          },
        })
        .execute(undefined)
        .catch(() => undefined);

    await refused(400);
    expect(observer.state.isInvalidated).toBe(false);
    await refused(409);
    expect(observer.state.isInvalidated).toBe(true);
  });
});
