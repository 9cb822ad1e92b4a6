import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A photo is served with the session's bearer: it is read as a file and shown from a local address. */
const photoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['logbook-photo', id],
    queryFn: async () => URL.createObjectURL((await api.file(`/photos/${encodeURIComponent(id)}`)).blob),
    staleTime: Infinity,
  });

/** A thumbnail of an entry's photo; a click opens it whole in a new tab. */
export function LogbookPhoto({ id, label }: { id: string; label: string }) {
  const photo = useQuery(photoQueryOptions(id));
  if (!photo.data)
    return <span aria-hidden="true" className="block size-16 animate-pulse rounded-md bg-slate-100" />;
  return (
    <a
      href={photo.data}
      target="_blank"
      rel="noreferrer"
      className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <img src={photo.data} alt={label} className="size-16 rounded-md object-cover" />
    </a>
  );
}
