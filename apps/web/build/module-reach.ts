import path from 'node:path';

/** What the bundler tells of a module (rolldown's ModuleInfo, the fields read here). */
export type ModuleFacts = { code: string | null; importedIds: readonly string[]; exports: readonly string[] };
export type ModuleGraph = { getModuleInfo(id: string): ModuleFacts | null };

/** One line of an index: the module it names, and which names of it the index passes on. */
type Passed = { specifier: string; names: Map<string, string> | 'all' | { namespace: string } };

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const COMMENT = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const FROM = String.raw`\s*from\s*["']([^"']+)["']\s*;?`;
const STAR = new RegExp(String.raw`export\s*\*(?:\s*as\s+([\w$]+))?${FROM}`, 'g');
const LIST = new RegExp(String.raw`export\s*\{([^}]*)\}${FROM}`, 'g');
const NAMESPACE_IMPORT = new RegExp(String.raw`import\s*\*\s*as\s+([\w$]+)${FROM}`, 'g');
const LOCAL_LIST = /export\s*\{([^}]*)\}\s*;?/g;
const DIRECTIVE = /^\s*["']use strict["']\s*;?/;

/** `a`, `a as b` → exported name b (or a) to the name it has in the module it comes from. */
function namesOf(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of list.split(',')) {
    const [original, alias] = item.trim().split(/\s+as\s+/);
    if (original) names.set(alias ?? original, original);
  }
  return names;
}

/**
 * The lines of a module made only of re-exports (an index that gathers a folder: `export * from`, `export { a }
 * from`, `import * as x from` exported as is), else null.
 */
export function reExportsOf(code: string): Passed[] | null {
  const text = code.replace(COMMENT, '').replace(DIRECTIVE, '');
  const passed: Passed[] = [];
  for (const [, namespace, specifier] of text.matchAll(STAR))
    passed.push({ specifier: specifier!, names: namespace ? { namespace } : 'all' });
  for (const [, list, specifier] of text.matchAll(LIST))
    passed.push({ specifier: specifier!, names: namesOf(list!) });
  const local = new Map([...text.matchAll(LOCAL_LIST)].flatMap(([, list]) => [...namesOf(list!)]));
  for (const [, name, specifier] of text.matchAll(NAMESPACE_IMPORT)) {
    const alias = [...local].find(([, original]) => original === name)?.[0];
    if (alias) passed.push({ specifier: specifier!, names: { namespace: alias } });
  }
  const rest = [STAR, LIST, NAMESPACE_IMPORT, LOCAL_LIST].reduce((left, re) => left.replace(re, ''), text);
  return passed.length > 0 && rest.trim() === '' ? passed : null;
}

/**
 * The modules a page needs when it loads `roots`: each root and what it imports, transitively. Through an index
 * that only re-exports, only the modules giving a name the importer's code spells are followed (`import { Clock }
 * from 'lucide-react'`, `MSG.agentTabGps`), not the whole folder it gathers: tree shaking drops the rest, and so must
 * this. A name the importer spells for another reason may add a module; none it needs is ever left out.
 */
export function modulesReached(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const indexes = new Map<string, ReturnType<typeof indexOf>>();
  const indexOf = (id: string) => {
    const facts = graph.getModuleInfo(id);
    const lines = facts?.code ? reExportsOf(facts.code) : null;
    const byFile = new Map(facts?.importedIds.map((imported) => [imported.split('?')[0]!, imported]));
    return lines?.flatMap(({ specifier, names }) => {
      const target = specifier.startsWith('.')
        ? byFile.get(path.resolve(path.dirname(id), specifier))
        : facts!.importedIds.find((imported) => imported.includes(`/node_modules/${specifier}/`));
      return target ? [{ target, names }] : [];
    });
  };
  const isIndex = (id: string) => {
    if (!indexes.has(id)) indexes.set(id, indexOf(id));
    return indexes.get(id);
  };
  const visit = (id: string, spelled: ReadonlySet<string> | null) => {
    const index = spelled ? isIndex(id) : undefined;
    if (!index) {
      if (reached.has(id)) return;
      reached.add(id);
      const { code, importedIds = [] } = graph.getModuleInfo(id) ?? {};
      const own = code ? new Set(code.match(IDENTIFIER)) : null;
      for (const imported of importedIds) visit(imported, own);
      return;
    }
    for (const { target, names } of index) {
      if (names === 'all') {
        const gives = graph.getModuleInfo(target)?.exports ?? [];
        if (isIndex(target) || gives.length === 0 || gives.some((name) => spelled!.has(name)))
          visit(target, spelled);
      } else if ('namespace' in names) {
        if (spelled!.has(names.namespace)) visit(target, spelled);
      } else {
        const wanted = [...names].filter(([alias]) => spelled!.has(alias)).map(([, original]) => original);
        if (wanted.length > 0) visit(target, new Set(wanted));
      }
    }
  };
  roots.forEach((root) => visit(root, null));
  return reached;
}
