import { DOCUMENT_OFFICE_TYPES } from '@secops/domain/documents';

type Schema = { [key: string]: unknown };
type MediaTypes = Record<string, { schema?: Schema }>;
type Response = { description: string; content?: MediaTypes };
export type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, Response>;
  [key: string]: unknown;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; [key: string]: unknown };

const BINARY = { type: 'string', format: 'binary' };

/**
 * What the file downloads send back with 200: their handlers stream the file themselves, so no response schema says
 * it. A download added without a line here is caught by openapi.test.ts (every operation answers a 2xx).
 */
export const DOWNLOADS: Record<string, readonly string[]> = {
  'GET /api/missions/{id}/report/pdf': ['application/pdf'],
  'GET /api/attendance/export': ['application/pdf', 'text/csv'],
  'GET /api/missions/{id}/documents/{docId}/download': [...DOCUMENT_OFFICE_TYPES, 'image/*', 'video/*'],
  'GET /api/files/photos/{fileName}': ['image/jpeg', 'image/png', 'image/webp'],
  'GET /api/calendar/{token}.ics': ['text/calendar'],
  'GET /api/missions/{id}/logbook.pdf': ['application/pdf'],
  'GET /api/missions/{id}/checkpoints.pdf': ['application/pdf'],
  'GET /api/missions/{id}/rounds.pdf': ['application/pdf'],
  'GET /api/incidents/{id}/report.pdf': ['application/pdf'],
  'GET /api/photos/{id}': ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
  'GET /api/clients/{id}/reports/{reportId}/pdf': ['application/pdf'],
  'GET /api/client/reports/{id}/pdf': ['application/pdf'],
  'GET /api/client/incidents/{id}/report.pdf': ['application/pdf'],
};

const SUMMARY_VERBS: Record<string, string> = {
  get: 'Lire',
  post: 'Envoyer à',
  put: 'Remplacer',
  patch: 'Modifier',
  delete: 'Supprimer',
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** camelCase of the method and the path, without /api: GET /api/missions/{id}/report/pdf → getMissionsByIdReportPdf. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', param] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalized).join('');
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`: a nullable union whose members share one type (the day or date-time
 * strings of recurringEndDate) states it; other unions carry `nullable` on each typed member instead.
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullables);
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  const members = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (schema.nullable === true && schema.type === undefined && members) {
    const types = new Set(members.map((member) => member.type));
    if (types.size === 1 && typeof members[0]?.type === 'string') schema.type = members[0].type;
    else {
      for (const member of members) if (member.type !== undefined) member.nullable = true;
      delete schema.nullable;
    }
  }
  Object.values(schema).forEach(typeNullables);
}

/** Errors always leave as JSON, whatever a route produces on success. */
function errorsAsJson(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (Number(status) < 400 || !response.content || response.content['application/json']) continue;
    const schema = Object.values(response.content)[0]?.schema;
    response.content = { 'application/json': schema ? { schema } : {} };
  }
}

/**
 * Completes the document Fastify builds from the routes, for every operation at once: an operationId, a French
 * summary when the route gives none, `security: []` on the public ones (the guards declare the bearer on the
 * others), the 200 of file downloads and the 204 of deletions, JSON errors and typed nullable fields.
 */
export function completeOpenApi<T extends OpenApiDocument>(doc: T): T {
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, shared] of Object.entries(operations)) {
      // A route of several methods hands the same object to each: each method gets its own.
      const operation = (operations[method] = structuredClone(shared));
      operation.operationId ??= operationIdOf(method, path);
      operation.summary ??= `${SUMMARY_VERBS[method] ?? method.toUpperCase()} ${path.replace(/^\/api/, '')}`;
      operation.security ??= [];
      const responses = (operation.responses ??= {});
      const hasSuccess = Object.keys(responses).some((status) => status.startsWith('2'));
      const download = DOWNLOADS[`${method.toUpperCase()} ${path}`];
      if (download) {
        const content = Object.fromEntries(download.map((type) => [type, { schema: BINARY }]));
        responses['200'] = { description: 'Le fichier', content };
      } else if (!hasSuccess && method === 'delete') {
        responses['204'] = { description: 'Supprimé' };
      }
      errorsAsJson(operation);
    }
  }
  typeNullables(doc.paths);
  return doc;
}
