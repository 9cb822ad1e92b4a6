import type { GeocodingResult } from '@secops/domain/geocoding.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Looks an address up; "not found" is a normal answer ({ success: false, message }). */
export const searchAddress = (address: string): Promise<GeocodingResult> =>
  api.get<GeocodingResult>('/geocoding/search', { query: { address } });

/** A lookup is an action the user starts (button or Enter), so it is a mutation, never cached. */
export const useSearchAddress = (config?: MutationConfig<GeocodingResult, string>) =>
  useMutation({ ...config, mutationFn: searchAddress });
