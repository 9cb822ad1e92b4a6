import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A photo is served with the session's bearer: it is read as a file and shown from a local address. */
const incidentPhotoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['incident-photo', id],
    queryFn: async () => URL.createObjectURL((await api.file(`/photos/${encodeURIComponent(id)}`)).blob),
    staleTime: Infinity,
  });

/** A thumbnail of one of the incident's photos; a click opens it whole in a new tab. */
export function IncidentPhoto({ id, label }: { id: string; label: string }) {
  const photo = useQuery(incidentPhotoQueryOptions(id));
  if (!photo.data)
    return <span aria-hidden="true" className="block size-28 animate-pulse rounded-lg bg-slate-100" />;
  return (
    <a
      href={photo.data}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <img
        src={photo.data}
        alt={label}
        className="size-28 rounded-lg border border-slate-200 object-cover transition hover:opacity-90"
      />
    </a>
  );
}
