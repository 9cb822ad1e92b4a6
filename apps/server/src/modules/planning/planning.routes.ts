import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import {
  BoardQuerySchema,
  BoardSchema,
  type Board,
  CopyWeekResultSchema,
  CopyWeekSchema,
} from '@secops/domain/planning-board';
import {
  AgentShiftSchema,
  AgentShiftsQuerySchema,
  AgentSuggestionSchema,
  PlanningWeekQuerySchema,
  PlanningWeekSchema,
  ShiftCreateResponseSchema,
  ShiftCreateSchema,
  ShiftListQuerySchema,
  ShiftSchema,
  ShiftUpdateResponseSchema,
  ShiftUpdateSchema,
  SuggestAgentsSchema,
} from '@secops/domain/planning.schemas';
import { IdParamsSchema, IdSchema } from '@secops/domain/validation';
import { authenticate, staffOnly } from '../auth/auth.guard.ts';
import { planningBoardJson } from './board.service.ts';
import { copyWeek } from './copy-week.service.ts';
import { assertCanReadAgentShifts } from './planning.policy.ts';
import { presentAgentShift, presentShift, presentWeek } from './planning.presenter.ts';
import {
  busyAgents,
  createShifts,
  deleteShift,
  restoreShift,
  listAgentShifts,
  listShifts,
  planningWeek,
} from './planning.service.ts';
import { noticeOf, readShiftNotices, tellGuards } from './planning-notices.ts';
import { updateShift } from './shift-update.service.ts';
import { suggestAgents } from './suggestions.service.ts';

const tags = ['planning'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Planning: shifts (with recurrence), agent suggestions and the weekly calendar. */
export const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // Guards are told of changes to their shifts of the coming days (sockets and web push).
  const notices = (request: FastifyRequest) => ({
    db: db(),
    emitter: app.realtime.emitter,
    push: app.push.notifier,
    log: request.log,
  });

  app.post(
    '/planning/shifts',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Create a shift, or one shift per occurrence of a DAILY or WEEKLY recurrence',
        description:
          'All occurrences are created in one transaction or none. An agent not yet on the mission is assigned to it ' +
          'with the role agent. 409 when a shift of the agent overlaps (any mission), the agent is inactive or the ' +
          'mission archived, and 409 WORKING_TIME with `violations` when the shifts break a working-time rule (sent ' +
          'again with `acknowledgeViolations: true` by an ADMIN or SUPERADMIN, they are saved and the override ' +
          'kept on them). Answers one shift, or an array when `recurring` is true.',
        body: ShiftCreateSchema,
        response: { 201: ShiftCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rows = await createShifts(db(), request.body, request.user);
      await tellGuards(notices(request), [], rows.map(noticeOf));
      const shifts = rows.map(presentShift);
      return reply.status(201).send(request.body.recurring ? shifts : shifts[0]!);
    },
  );

  app.get(
    '/planning/shifts',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "A mission's or an agent's shifts, or the open ones (`open=true`), optionally those meeting [from, to), in start order",
        querystring: ShiftListQuerySchema,
        response: { 200: z.array(ShiftSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => (await listShifts(db(), request.query)).map(presentShift),
  );

  app.patch(
    '/planning/shifts/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Move, resize or reassign a shift, or with it the rest of its recurring series (`scope`)',
        description:
          "`scope` 'one' (default), 'following' or 'all': the other occurrences move by the same amount and take the " +
          'same agent, mission, zone and notes. Same rules as creation (overlap, inactive agent, archived mission, ' +
          'working time with `acknowledgeViolations`). A shift with attendances is not moved: 409 alone, left as it ' +
          "is in a series. Answers the shift for 'one', the occurrences changed otherwise.",
        params: IdParamsSchema,
        body: ShiftUpdateSchema,
        response: { 200: ShiftUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await readShiftNotices(db(), id, request.body.scope !== 'one');
      const updated = await updateShift(db(), id, request.body, request.user);
      const changed = new Set(updated.map((row) => row.shift.id));
      await tellGuards(
        notices(request),
        before.filter((shift) => changed.has(shift.id)),
        updated.map(noticeOf),
      );
      const rows = updated.map(presentShift);
      return request.body.scope === 'one' ? rows[0]! : rows;
    },
  );

  app.delete(
    '/planning/shifts/:id',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Delete a shift (409 on an archived mission or once the shift has attendances)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const before = await readShiftNotices(db(), request.params.id);
      await deleteShift(db(), request.params.id);
      await tellGuards(notices(request), before, []);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/planning/shifts/:id/restore',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Restore a shift deleted in the last 10 minutes, as it was (same id)',
        description:
          '404 when no shift of that id was deleted in the last 10 minutes (or it was restored already); 409 when ' +
          'the mission was archived, the agent deactivated, or another shift of the agent took the slot meanwhile.',
        params: IdParamsSchema,
        response: { 200: ShiftSchema, ...errors },
      },
    },
    async (request) => {
      const row = await restoreShift(db(), request.params.id);
      await tellGuards(notices(request), [], [noticeOf(row)]);
      return presentShift(row);
    },
  );

  app.get(
    '/agents/:id/shifts',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "An agent's shifts with mission and attendances (staff, or the agent themself)",
        description: 'Without `from`, the shifts ending in the last 7 days and later.',
        params: IdParamsSchema,
        querystring: AgentShiftsQuerySchema,
        response: { 200: z.array(AgentShiftSchema), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      assertCanReadAgentShifts(request.user, request.params.id);
      return (await listAgentShifts(db(), request.params.id, request.query)).map(presentAgentShift);
    },
  );

  app.post(
    '/planning/suggest-agents',
    {
      preHandler: staffOnly,
      config: { readsOnly: true },
      schema: {
        tags,
        summary: 'Active agents ranked for a mission window (score 0 to 200, with reasons)',
        description:
          'Order: score descending, then distance ascending (unknown last), then name. Weights: docs/DECISIONS.md.',
        body: SuggestAgentsSchema,
        response: { 200: z.array(AgentSuggestionSchema), 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    (request) => suggestAgents(db(), request.body),
  );

  app.get(
    '/planning/busy-agents',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "The agents with a shift on another mission during this mission's dates",
        querystring: z.object({ missionId: IdSchema }),
        response: { 200: z.object({ agentIds: z.array(z.string()) }), ...errors },
      },
    },
    (request) => busyAgents(db(), request.query.missionId),
  );

  app.get(
    '/planning/week',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'The Paris week (Monday 00:00 to next Monday 00:00) holding `date`, with the missions it meets',
        querystring: PlanningWeekQuerySchema,
        response: { 200: PlanningWeekSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => presentWeek(await planningWeek(db(), request.query.date)),
  );

  app.get(
    '/planning/board',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'The scheduling board: every plannable agent and every shift of Paris days `from` to `to` (≤ 31)',
        description:
          'Agents with an active account, by name, with the minutes planned for them in the period; shifts meeting ' +
          'it, in start order, with their mission title and any working-time override.',
        querystring: BoardQuerySchema,
        response: { 200: BoardSchema, 400: ErrorBodySchema },
      },
    },
    // JSON written already (most of it by the database): a JSON text is sent as it is, the schema above describes it.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await planningBoardJson(db(), request.query, request.user)) as unknown as Board),
  );

  app.post(
    '/planning/copy-week',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Copy the shifts of a Paris week (Monday) to another week, skipping those that cannot be copied',
        description:
          'Each shift starting in the week of `fromWeek` (of `missionId` only, when given) is copied at the same ' +
          'wall-clock times into the week of `toWeek`, under the rules of creation; one that would overlap, break a ' +
          'working-time rule, or land on an archived mission or an inactive agent is skipped and listed with the ' +
          'reason. The copies are single shifts.',
        body: CopyWeekSchema,
        response: { 200: CopyWeekResultSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const { copies, ...result } = await copyWeek(db(), request.body, request.user);
      // Each guard is told of their copies of the coming days, as for shifts made one by one.
      await tellGuards(notices(request), [], copies);
      return result;
    },
  );
};
