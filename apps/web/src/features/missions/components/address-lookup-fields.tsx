import * as MSG from '@secops/domain/messages';
import { MapPin, Search } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSearchAddress } from '../api/search-address.ts';
import type { MissionFormValues } from './mission-form.schema.ts';

/** What the lookup says when nothing is found or the search fails; the creation page words it its own way. */
export type LookupTexts = { notFound: string; failed: string };
export const CREATION_LOOKUP_TEXTS: LookupTexts = {
  notFound: MSG.addressNotFoundHint,
  failed: MSG.addressSearchFailed,
};
export const EDIT_LOOKUP_TEXTS: LookupTexts = {
  notFound: MSG.addressNotFound,
  failed: MSG.addressSearchError,
};

/**
 * The address with its search (button or Enter) and the read-only latitude and longitude it fills. Typing in the
 * address clears coordinates found for the previous text, so they never describe another place.
 */
export function AddressLookupFields({ texts }: { texts: LookupTexts }) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useFormContext<MissionFormValues>();
  const [approximate, setApproximate] = useState(false);
  const [latitude, longitude, typed] = useWatch({
    control,
    name: ['locationLat', 'locationLng', 'locationAddress'],
  });

  const search = useSearchAddress({
    onSuccess: (result) => {
      if (!result.success) {
        toast.error(result.message || texts.notFound);
        return;
      }
      setValue('locationLat', result.latitude, { shouldDirty: true });
      setValue('locationLng', result.longitude, { shouldDirty: true });
      setApproximate(result.source === 'offline');
      toast.success(MSG.addressFound);
    },
    onError: (error) => toast.error(errorMessage(error, texts.failed)),
  });

  // Attendance (1 km check) and the live map need the place's coordinates: say so while an address has none.
  const missingCoordinates = (typed ?? '').trim() !== '' && latitude === null && !search.isPending;

  function lookUp() {
    const address = getValues('locationAddress').trim();
    if (!address) {
      toast.error(MSG.addressRequired);
      return;
    }
    search.mutate(address);
  }

  function onAddressKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    lookUp();
  }

  const address = register('locationAddress', {
    onChange: () => {
      if (getValues('locationLat') === null && getValues('locationLng') === null) return;
      setValue('locationLat', null, { shouldDirty: true });
      setValue('locationLng', null, { shouldDirty: true });
      setApproximate(false);
    },
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Input
          label={MSG.missionFieldAddress}
          className="flex-1"
          placeholder={MSG.missionFieldAddressPlaceholder}
          autoComplete="street-address"
          maxLength={500}
          error={errors.locationAddress?.message}
          onKeyDown={onAddressKeyDown}
          {...address}
        />
        <Button
          variant="secondary"
          className="sm:mt-7"
          icon={<Search aria-hidden="true" />}
          isLoading={search.isPending}
          onClick={lookUp}
        >
          {MSG.addressSearch}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <Input
          label={MSG.missionFieldLatitude}
          readOnly
          value={latitude ?? ''}
          hint={MSG.addressCoordinatesHint}
          error={errors.locationLat?.message}
          inputClassName="bg-slate-50"
        />
        <Input
          label={MSG.missionFieldLongitude}
          readOnly
          value={longitude ?? ''}
          error={errors.locationLng?.message}
          inputClassName="bg-slate-50"
        />
      </div>
      {missingCoordinates && (
        <p role="status" className="flex items-start gap-1.5 text-sm font-medium text-amber-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {MSG.addressNoCoordinates}
        </p>
      )}
      {approximate && latitude !== null && (
        <p className="flex items-center gap-1.5 text-sm text-amber-800">
          <MapPin aria-hidden="true" className="size-4" />
          {MSG.addressApproximate}
        </p>
      )}
    </div>
  );
}
