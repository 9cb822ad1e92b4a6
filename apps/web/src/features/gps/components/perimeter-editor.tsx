import * as MSG from '@secops/domain/messages';
import {
  PERIMETER_RADIUS_MAX_M,
  PERIMETER_RADIUS_MIN_M,
  PerimeterUpdateSchema,
  type Perimeter,
} from '@secops/domain/missions.schemas';
import { Crosshair, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { usePerimeter } from '../api/get-perimeter.ts';
import { useUpdatePerimeter } from '../api/update-perimeter.ts';
import { PerimeterEditorMap, type LatLng } from './perimeter-editor-map.tsx';

type PerimeterEditorProps = {
  missionId: string;
  archived: boolean;
  /** The mission's place, where "Centrer sur le lieu" puts the centre back. */
  place: LatLng | null;
  onSaved?: () => void;
};

const coordinate = (value: number) => value.toFixed(5);
const metres = new Intl.NumberFormat('fr-FR');

/** The "Périmètre" card of the mission page: staff move the centre on the map, set the radius, turn it on or off. */
export function PerimeterEditor(props: PerimeterEditorProps) {
  const perimeter = usePerimeter(props.missionId);
  if (perimeter.isPending) return <LoadingState />;
  if (perimeter.isError) {
    return (
      <Card title={MSG.missionPanelPerimeter}>
        <EmptyState
          icon={TriangleAlert}
          title={MSG.perimeterLoadError}
          description={errorMessage(perimeter.error, MSG.networkError)}
        />
      </Card>
    );
  }
  // A new key per server answer starts the form again from what was saved.
  return <PerimeterForm key={perimeter.dataUpdatedAt} saved={perimeter.data} {...props} />;
}

function PerimeterForm({
  missionId,
  archived,
  place,
  onSaved,
  saved,
}: PerimeterEditorProps & { saved: Perimeter }) {
  const [enabled, setEnabled] = useState(saved.enabled);
  const [radius, setRadius] = useState(String(saved.radius));
  const [center, setCenter] = useState<LatLng | null>(
    saved.centerLat != null && saved.centerLng != null
      ? { lat: saved.centerLat, lng: saved.centerLng }
      : null,
  );
  const [error, setError] = useState<string | undefined>();
  const save = useUpdatePerimeter(missionId, {
    onSuccess: () => {
      toast.success(MSG.perimeterSaved);
      onSaved?.();
    },
    onError: (failure) => toast.error(errorMessage(failure, MSG.perimeterSaveError)),
  });

  const submit = () => {
    const body = PerimeterUpdateSchema.safeParse({
      enabled,
      // An empty field is 0 m, which the schema refuses with the radius message.
      radius: Number(radius),
      ...(center && { centerLat: center.lat, centerLng: center.lng }),
    });
    if (!body.success) {
      setError(body.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(body.data);
  };

  const shownRadius = Number(radius) > 0 ? Number(radius) : saved.radius;
  const editable = !archived;
  return (
    <Card title={MSG.missionPanelPerimeter}>
      <div className="space-y-4">
        <PerimeterEditorMap
          place={place}
          center={center}
          radius={shownRadius}
          enabled={enabled}
          onMove={editable ? setCenter : undefined}
        />
        <p className="text-sm text-slate-600" data-testid="perimeter-center">
          {center
            ? formatMessage(MSG.perimeterCenter, { lat: coordinate(center.lat), lng: coordinate(center.lng) })
            : MSG.perimeterNoCenter}
        </p>
        {editable ? (
          <>
            <p className="text-sm text-slate-500">{MSG.perimeterMapHint}</p>
            <div className="flex flex-wrap items-end gap-4">
              <Input
                label={MSG.perimeterRadiusLabel}
                type="number"
                inputMode="numeric"
                min={PERIMETER_RADIUS_MIN_M}
                max={PERIMETER_RADIUS_MAX_M}
                step={1}
                value={radius}
                onChange={(event) => setRadius(event.target.value)}
                error={error}
                className="w-40"
              />
              <Switch
                checked={enabled}
                onCheckedChange={setEnabled}
                label={MSG.perimeterEnabledLabel}
                className="pb-2"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={submit} isLoading={save.isPending}>
                {MSG.perimeterSave}
              </Button>
              {place && (
                <Button
                  variant="secondary"
                  icon={<Crosshair aria-hidden="true" />}
                  onClick={() => setCenter(place)}
                >
                  {MSG.perimeterRecenter}
                </Button>
              )}
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            {saved.enabled
              ? formatMessage(MSG.fieldMapPerimeter, { radius: metres.format(saved.radius) })
              : MSG.perimeterDisabled}
          </p>
        )}
      </div>
    </Card>
  );
}
