import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@secops/domain/auth';
import {
  AttendanceExportQuerySchema,
  AttendanceOvertimeSchema,
  AttendancePositionSchema,
  AttendanceReportQuerySchema,
  AttendanceReportSchema,
  AttendanceSchema,
  AttendanceStartSchema,
  ProximityBodySchema,
  ProximitySchema,
} from '@secops/domain/attendance.schemas';
import { IdSchema } from '@secops/domain/validation';
import { authenticate, fieldOnly, staffOnly } from '../auth/auth.guard.ts';
import { exportAttendances } from './attendance-export.service.ts';
import { attendanceReport } from './attendance-report.service.ts';
import { assertMayReadAgentAttendance } from './attendance.policy.ts';
import {
  activeAttendance,
  checkProximity,
  endAttendance,
  requestOvertime,
  resumeAttendance,
  startAttendance,
} from './attendance.service.ts';

const tags = ['attendance'];
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Attendance (pointage): the field agent clocks in and out of their shifts; staff read the report and export it. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.post(
    '/attendance/check-proximity',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary: 'Distance (m) from my position to the mission place, and whether it is within 1 km',
        body: ProximityBodySchema,
        response: { 200: ProximitySchema, ...errors },
      },
    },
    (request) => checkProximity(db(), request.user, request.body),
  );

  app.post(
    '/attendance/start',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary: 'Clock in on one of my shifts, within 1 km of the mission place',
        description: 'From 1 hour before the shift start until its end; once per shift (409 afterwards).',
        body: AttendanceStartSchema,
        response: { 201: AttendanceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startAttendance(db(), app.deps.movement, request.user, request.body)),
  );

  app.post(
    '/attendance/overtime',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary: 'STARTED → OVERTIME',
        body: AttendanceOvertimeSchema,
        response: { 200: AttendanceSchema, ...errors },
      },
    },
    (request) => requestOvertime(db(), request.user, request.body),
  );

  app.post(
    '/attendance/end',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary: 'STARTED or OVERTIME → COMPLETED, hours computed',
        body: AttendancePositionSchema,
        response: { 200: AttendanceSchema, ...errors },
      },
    },
    (request) => endAttendance(db(), app.deps.movement, request.user, request.body),
  );

  app.post(
    '/attendance/resume',
    {
      preHandler: fieldOnly,
      schema: {
        tags,
        summary: 'COMPLETED → STARTED, within 10 minutes after the end and before the shift end',
        body: AttendancePositionSchema,
        response: { 200: AttendanceSchema, ...errors },
      },
    },
    (request) => resumeAttendance(db(), app.deps.movement, request.user, request.body),
  );

  app.get(
    '/attendance/active/:agentId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "An agent's attendance in progress, or null (staff, or the agent themself)",
        params: z.object({ agentId: IdSchema }),
        response: { 200: AttendanceSchema.nullable(), ...errors },
      },
    },
    (request) => {
      assertMayReadAgentAttendance(request.user, request.params.agentId);
      return activeAttendance(db(), request.params.agentId);
    },
  );

  app.get(
    '/attendance/all',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The attendance report: totals over the filtered attendances and one page of them',
        querystring: AttendanceReportQuerySchema,
        response: { 200: AttendanceReportSchema, 400: ErrorBodySchema },
      },
    },
    (request) => attendanceReport(db(), request.query),
  );

  app.get(
    '/attendance/export',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The filtered attendances as a PDF or a CSV (UTF-8 with BOM, semicolons), streamed',
        querystring: AttendanceExportQuerySchema,
      },
    },
    (request, reply) => exportAttendances(db(), request.query, reply),
  );
};
