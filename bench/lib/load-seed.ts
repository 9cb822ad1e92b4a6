/**
 * Seed of bench/load.bench.ts, in bulk SQL: a company of `staff` office users and `agents` field users who all sign
 * in with one password. Each agent is on one ACTIVE mission of four agents (today's shift, eight check-list tasks for
 * the whole team, thirty chat messages) and on three missions of the last six months (shift, six tasks, all ticked);
 * 200 finished and 60 coming missions in all, 40 clients, an incident on every third mission and one open on every
 * active one.
 */
export const LOAD_TEAM_SIZE = 4;

export const staffEmail = (n: number): string => `load-staff-${n}@example.test`;
export const agentEmail = (n: number): string => `load-agent-${n}@example.test`;

const TASKS = `array['Contrôle des accès', 'Vérification des radios', 'Ronde du périmètre', 'Contrôle du véhicule',
  'Briefing de l’équipe', 'Remise des badges', 'Inspection des issues de secours', 'Point avec le client']`;

export function loadSeed(counts: { staff: number; agents: number }, passwordHash: string): string[] {
  const active = Math.ceil(counts.agents / LOAD_TEAM_SIZE);
  return [
    `select setseed(0.17)`,
    `insert into clients (name, contact, email, phone)
       select 'Société cliente ' || i, 'Contact ' || i, 'client' || i || '@example.test', '01 45 67 00 ' || lpad(i::text, 2, '0')
       from generate_series(1, 40) i`,
    `insert into users (email, password_hash, role, first_name, last_name)
       select 'load-staff-' || i || '@example.test', '${passwordHash}',
         (case when i = 1 then 'SUPERADMIN' when i % 3 = 0 then 'SUPERVISOR' else 'ADMIN' end)::role, 'Claire', 'Bureau ' || i
       from generate_series(1, ${counts.staff}) i`,
    `insert into users (email, password_hash, role, first_name, last_name)
       select 'load-agent-' || i || '@example.test', '${passwordHash}',
         (case when i % ${LOAD_TEAM_SIZE} = 1 then 'LEAD' else 'AGENT' end)::role, 'Karim', 'Terrain ' || i
       from generate_series(1, ${counts.agents}) i`,
    `insert into agents (user_id, first_name, last_name, matricule, specialties)
       select u.id, u.first_name, u.last_name, 'LOAD-' || lpad(i::text, 4, '0'),
         string_to_array((array['BODYGUARD', 'DRIVER', 'BODYGUARD,DRIVER', 'OBSERVER'])[1 + i % 4], ',')
       from generate_series(1, ${counts.agents}) i join users u on u.email = 'load-agent-' || i || '@example.test'`,
    // Missions 1..active are under way; then 200 finished over the last six months and 60 coming.
    `insert into missions (title, type, status, objective, client_id, start_at, end_at, briefing_notes,
         location_address, location_lat, location_lng)
       select 'Mission ' || i,
         (array['VIP_PROTECTION', 'ESCORT', 'EVENT', 'RESIDENCE', 'TRANSPORT', 'OTHER'])[1 + i % 6]::mission_type,
         (case when i <= ${active} then 'ACTIVE' when i <= ${active + 200} then 'COMPLETED'
               else (array['PREPARATION', 'CONFIRMED'])[1 + i % 2] end)::mission_status,
         'Assurer la sécurité des personnes et des biens, mission n°' || i, c.ids[1 + i % 40], s, s + interval '12 hours',
         'Rendez-vous au poste de commandement une heure avant la prise de service.',
         i || ' avenue des Champs-Élysées, 75008 Paris', 48.85 + random() * 0.05, 2.30 + random() * 0.08
       from (select i, case when i <= ${active} then now() - interval '2 hours'
                            when i <= ${active + 200} then now() - random() * interval '180 days' - interval '1 day'
                            else now() + random() * interval '60 days' + interval '1 day' end as s
             from generate_series(1, ${active + 260}) i) x,
            (select array_agg(id order by name) as ids from clients) c`,
    `create temp table seed_missions as
       select id, split_part(title, ' ', 2)::int as n, start_at, end_at, status from missions`,
    `create temp table seed_agents as
       select id, split_part(matricule, '-', 2)::int as n from agents`,
    // Agent n: active mission 1 + (n - 1) / team size, and three finished ones spread over the 200.
    `create temp table seed_team as
       select m.id as mission_id, a.id as agent_id, a.n, m.n as mission_n, m.start_at, m.end_at, m.status
       from seed_agents a
       join seed_missions m on m.n = 1 + (a.n - 1) / ${LOAD_TEAM_SIZE}
         or m.n in (select ${active} + 1 + (a.n * 7 + k * 67) % 200 from generate_series(0, 2) k)`,
    `insert into mission_assignments (mission_id, agent_id, role)
       select mission_id, agent_id, (case when n % ${LOAD_TEAM_SIZE} = 1 then 'leader' else 'agent' end)::assignment_role
       from seed_team`,
    `insert into shifts (agent_id, mission_id, start_at, end_at, zone)
       select agent_id, mission_id, start_at, start_at + interval '8 hours', 'Zone ' || (1 + n % 4) from seed_team`,
    `insert into checklist_items (mission_id, label, category, sort_order)
       select id, (${TASKS})[1 + (j + n) % 8],
         (array['perimeter', 'equipment', 'vehicle', 'other', 'general'])[1 + j % 5]::checklist_category, j
       from seed_missions, generate_series(0, case when status = 'ACTIVE' then 7 else 5 end) j`,
    `insert into checklist_ticks (item_id, agent_id, checked, signed_at)
       select c.id, t.agent_id, true, t.start_at + interval '30 minutes'
       from checklist_items c join seed_team t on t.mission_id = c.mission_id where t.status = 'COMPLETED'`,
    `insert into incidents (mission_id, type, severity, title, description, status, reporter_id, occurred_at)
       select t.mission_id, (array['intrusion', 'medical', 'technical', 'security', 'other'])[1 + t.mission_n % 5]::incident_type,
         1 + t.mission_n % 5, 'Colis suspect signalé', 'Colis abandonné près de l’entrée.',
         (case when t.status = 'ACTIVE' then 'OPEN' else 'CLOSED' end)::incident_status, t.agent_id, t.start_at + interval '1 hour'
       from seed_team t
       where t.n % ${LOAD_TEAM_SIZE} = 1 and (t.status = 'ACTIVE' or t.mission_n % 3 = 0)`,
    `insert into chat_messages (mission_id, sender_id, content, created_at)
       select t.mission_id, a.user_id, 'Message ' || j || ' : RAS au point ' || (1 + j % 4), now() - (30 - j) * interval '3 minutes'
       from seed_team t join agents a on a.id = t.agent_id, generate_series(1, 30) j
       where t.status = 'ACTIVE' and j % ${LOAD_TEAM_SIZE} = t.n % ${LOAD_TEAM_SIZE}`,
    `vacuum analyze`,
  ];
}

export const LOAD_SEED_COUNTS = `select
  (select count(*) from users) users, (select count(*) from missions) missions,
  (select count(*) from mission_assignments) assignments, (select count(*) from shifts) shifts,
  (select count(*) from checklist_items) tasks, (select count(*) from checklist_ticks) ticks,
  (select count(*) from incidents) incidents, (select count(*) from chat_messages) messages`;
