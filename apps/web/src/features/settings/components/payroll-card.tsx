import type { PayrollRanges } from '@secops/domain/attendance-hours';
import * as MSG from '@secops/domain/messages';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TimeInput } from '../../../components/ui/date-inputs.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePayrollRanges, useSavePayrollRanges } from '../api/payroll-ranges.ts';

/** The payroll night range; SUPERADMIN and ADMIN change it, a SUPERVISOR reads it. */
export function PayrollCard({ canEdit }: { canEdit: boolean }) {
  const ranges = usePayrollRanges();
  return (
    <Card title={MSG.payrollTitle} description={MSG.payrollDescription}>
      {ranges.data ? <PayrollForm initial={ranges.data} canEdit={canEdit} /> : <LoadingState />}
    </Card>
  );
}

function PayrollForm({ initial, canEdit }: { initial: PayrollRanges; canEdit: boolean }) {
  const [value, setValue] = useState(initial);
  const save = useSavePayrollRanges();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast.success(MSG.payrollSettingsSaved),
      onError: (error) => toast.error(errorMessage(error, MSG.payrollSaveError)),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TimeInput
          label={MSG.payrollNightStart}
          value={value.nightStart}
          disabled={!canEdit}
          required
          onChange={(nightStart) => setValue({ ...value, nightStart })}
        />
        <TimeInput
          label={MSG.payrollNightEnd}
          value={value.nightEnd}
          disabled={!canEdit}
          required
          onChange={(nightEnd) => setValue({ ...value, nightEnd })}
        />
      </div>
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" isLoading={save.isPending}>
            {MSG.payrollSave}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-500">{MSG.payrollReadOnly}</p>
      )}
    </form>
  );
}
