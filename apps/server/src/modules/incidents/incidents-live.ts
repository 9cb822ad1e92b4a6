import type { FastifyPluginAsync } from 'fastify';
import { changeFeedOf } from '../../db/change-feed.ts';
import { viewIncident } from './incidents.service.ts';

/**
 * Tells staff of each incident reported or changed, live (`incident:created`, `incident:updated` on /gps): the table's
 * trigger notifies every process at commit and each tells its own staff sockets. Registered after the realtime hub.
 */
export const incidentsLive: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;
  const emitter = app.realtime.emitter;
  const feed = changeFeedOf(db);
  if (!feed) return;
  await feed.listen('incident', (payload) => {
    if (!emitter.attached) return;
    const [op, id = ''] = payload.split(' ');
    void viewIncident(db, id)
      .then((incident) =>
        emitter.incidentLocal(op === 'insert' ? 'incident:created' : 'incident:updated', incident),
      )
      .catch((err: unknown) => app.log.warn({ err, id }, 'incident not sent live'));
  });
};
