import type { PayrollRanges } from '@secops/domain/attendance-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET/PUT /api/settings/payroll: the night range of the attendance hours split. */
export const getPayrollRanges = (): Promise<PayrollRanges> => api.get<PayrollRanges>('/settings/payroll');
export const savePayrollRanges = (body: PayrollRanges): Promise<PayrollRanges> =>
  api.put<PayrollRanges>('/settings/payroll', body);

export const payrollRangesQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'payroll'], queryFn: getPayrollRanges });

export const usePayrollRanges = () => useQuery(payrollRangesQueryOptions());

export function useSavePayrollRanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayrollRanges,
    onSuccess: (saved) => queryClient.setQueryData(payrollRangesQueryOptions().queryKey, saved),
  });
}
