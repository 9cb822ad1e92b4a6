import {
  departmentOf,
  loadGazetteer,
  normalizePlace,
  postcodeEntries,
  type Commune,
  type Gazetteer,
} from './french-communes.ts';

/** Words that start a street name: a commune named right after one is part of the street ("avenue de Paris"). */
const STREET_TYPES = new Set(
  'rue avenue av bd boulevard place pl chemin route rte allee impasse quai cours square passage voie sentier esplanade promenade parvis'.split(
    ' ',
  ),
);
const ARTICLES = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'a', 'au', 'aux']);
/** Communes named like ordinary words of an address; they are still found through their postcode. */
const AMBIGUOUS_NAMES = new Set([
  'rue',
  'ville',
  'bourg',
  'mont',
  'mer',
  'vue',
  'eu',
  'us',
  'y',
  'don',
  'job',
]);

export type OfflineMatch = { commune: Commune; label: string };
type NameHit = { end: number; words: number; communes: Commune[] };

function followsStreetType(tokens: string[], start: number): boolean {
  let i = start - 1;
  while (i >= 0 && ARTICLES.has(tokens[i] ?? '')) i -= 1;
  return i >= 0 && STREET_TYPES.has(tokens[i] ?? '');
}

/** Commune names found in the address, the last one first (the commune ends a French address), longest first. */
function nameHits(g: Gazetteer, tokens: string[]): NameHit[] {
  const hits: NameHit[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    for (let words = 1; words <= g.maxNameWords && start + words <= tokens.length; words += 1) {
      const key = tokens.slice(start, start + words).join(' ');
      const communes = g.byName.get(key);
      if (!communes || AMBIGUOUS_NAMES.has(key) || followsStreetType(tokens, start)) continue;
      hits.push({ end: start + words, words, communes });
    }
  }
  return hits.sort((a, b) => b.end - a.end || b.words - a.words);
}

const inDepartments = (depts: Set<string>) => (c: Commune) => !c.dept || depts.has(c.dept);

/**
 * Finds the commune an address is in, from its postcode and/or commune name, accents and case ignored:
 * "10 rue de Rivoli 75001 Paris", "Paris 8e", "75008" and "Lyon" all work. The postcode wins; a name then only
 * chooses among the communes of that postcode. Answers the commune's centre, or null.
 */
export function findCommune(address: string): OfflineMatch | null {
  const g = loadGazetteer();
  const tokens = normalizePlace(address).split(' ').filter(Boolean);
  let hits = nameHits(g, tokens);
  const postcode = tokens.filter((t) => /^\d{5}$/.test(t) && postcodeEntries(t).length > 0).at(-1);
  if (postcode) {
    const entries = postcodeEntries(postcode);
    const depts = new Set(entries.map((e) => departmentOf(e.codeCommune)));
    const local = inDepartments(depts);
    const candidates = entries
      .map(
        (e) =>
          g.byInsee.get(e.codeCommune) ??
          g.byName.get(normalizePlace(e.nomCommune))?.find(local) ??
          g.byName.get(normalizePlace(e.libelleAcheminement))?.find(local),
      )
      .filter((c): c is Commune => c !== undefined);
    const named = hits.flatMap((h) => h.communes).find((c) => candidates.includes(c));
    const best = named ?? [...candidates].sort((a, b) => b.population - a.population)[0];
    if (best) return { commune: best, label: `${postcode} ${best.name}` };
    hits = hits.map((h) => ({ ...h, communes: h.communes.filter(local) }));
  }
  const commune = hits.find((h) => h.communes.length > 0)?.communes[0];
  return commune ? { commune, label: commune.name } : null;
}
