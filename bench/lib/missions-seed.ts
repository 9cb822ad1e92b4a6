/**
 * Seed of bench/missions.bench.ts, in bulk SQL: 200 clients, 2,000 agents, 10,000 missions over two years with
 * five agents each (50,000 assignments), a shift per assignment, an incident on every other mission, six check-list
 * tasks per mission, ticks and attendances on finished missions; and mission n°1, the big one for the PDF report:
 * 50 agents, 300 shifts, 100 incidents, 20 tasks ticked by all, 300 attendances.
 */
export const BIG_MISSION_TITLE = 'Mission 1 – Festival des Lumières';
export const ADMIN_EMAIL = 'bench-admin@example.test';

const TASKS = `array['Contrôle des accès', 'Vérification des radios', 'Ronde du périmètre', 'Contrôle du véhicule',
  'Briefing de l’équipe', 'Remise des badges', 'Inspection des issues de secours', 'Point avec le client']`;

export const MISSIONS_SEED = [
  `select setseed(0.42)`,
  `insert into clients (name, contact, email, phone)
     select 'Société cliente ' || lpad(i::text, 3, '0'), 'Contact ' || i, 'client' || i || '@example.test',
       '01 45 67 ' || lpad((i % 100)::text, 2, '0') || ' 00'
     from generate_series(1, 200) i`,
  `insert into users (email, password_hash, role)
     select 'bench-agent-' || i || '@example.test', 'x', (case when i % 10 = 0 then 'LEAD' else 'AGENT' end)::role
     from generate_series(1, 2000) i`,
  `insert into agents (user_id, first_name, last_name, matricule, specialties)
     select u.id, 'Prénom' || i, 'Nom' || lpad(i::text, 4, '0'), 'BENCH-' || lpad(i::text, 4, '0'),
       string_to_array((array['BODYGUARD', 'DRIVER', 'BODYGUARD,DRIVER', 'OBSERVER', 'TEAM_LEADER'])[1 + i % 5], ',')
     from generate_series(1, 2000) i join users u on u.email = 'bench-agent-' || i || '@example.test'`,
  `insert into users (email, password_hash, role) values ('${ADMIN_EMAIL}', 'x', 'ADMIN')`,
  `insert into missions (title, type, status, objective, client_id, start_at, end_at, briefing_notes,
       location_address, location_lat, location_lng)
     select case when i = 1 then '${BIG_MISSION_TITLE}' else 'Mission ' || i end,
       (array['VIP_PROTECTION', 'ESCORT', 'EVENT', 'RESIDENCE', 'TRANSPORT', 'OTHER'])[1 + i % 6]::mission_type,
       (case when i = 1 then 'COMPLETED'
             else (array['PREPARATION', 'CONFIRMED', 'ACTIVE', 'COMPLETED', 'ARCHIVED'])[1 + i % 5] end)::mission_status,
       'Assurer la sécurité des personnes et des biens, mission n°' || i,
       case when i % 10 <> 0 then c.ids[1 + i % 200] end,
       s, s + case when i = 1 then interval '7 days' else (2 + random() * 118) * interval '1 hour' end,
       'Rendez-vous au poste de commandement une heure avant la prise de service.',
       i || ' rue de la République, 69002 Lyon', 45.70 + random() * 0.1, 4.80 + random() * 0.1
     from (select i, case when i = 1 then date_trunc('day', now()) - interval '10 days'
                          else now() - interval '365 days' + random() * interval '730 days' end as s
           from generate_series(1, 10000) i) x,
          (select array_agg(id order by name) as ids from clients) c`,
  `create temp table seed_missions as
     select id, split_part(title, ' ', 2)::int as n, start_at, end_at, status from missions`,
  `create temp table seed_agents as select id, row_number() over (order by matricule) as n from agents`,
  // Team member k of mission n: five distinct agents per ordinary mission, fifty for the big one.
  `create temp table seed_team as
     select m.id as mission_id, m.n, k, a.id as agent_id, m.start_at, m.end_at, m.status
     from seed_missions m
     cross join lateral generate_series(0, case when m.n = 1 then 49 else 4 end) k
     join seed_agents a on a.n = case when m.n = 1 then 1 + k * 40 else 1 + (m.n * 7 + k * 401) % 2000 end`,
  `insert into mission_assignments (mission_id, agent_id, role, created_at)
     select mission_id, agent_id,
       (case k when 0 then 'leader' when 1 then 'driver' when 2 then 'backup' else 'agent' end)::assignment_role,
       start_at - interval '7 days' + k * interval '1 minute'
     from seed_team`,
  `insert into shifts (agent_id, mission_id, start_at, end_at, zone)
     select agent_id, mission_id, start_at + k * interval '15 minutes',
       least(start_at + k * interval '15 minutes' + interval '8 hours', end_at), 'Zone ' || (1 + k % 4)
     from seed_team where n > 1`,
  `insert into shifts (agent_id, mission_id, start_at, end_at, zone)
     select agent_id, mission_id, s, s + interval '8 hours', 'Secteur ' || (1 + k % 8)
     from seed_team, generate_series(0, 5) d,
       lateral (select start_at + d * interval '1 day' + (k % 3) * interval '8 hours' as s) t
     where n = 1`,
  `insert into incidents (mission_id, type, severity, title, description, status, reporter_id, occurred_at)
     select t.mission_id, (array['intrusion', 'medical', 'technical', 'security', 'other'])[1 + j % 5]::incident_type,
       1 + j % 5, 'Incident n°' || j || ' : individu refoulé à l’entrée', 'Description détaillée de l’incident.',
       (array['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'])[1 + j % 4]::incident_status, t.agent_id,
       t.start_at + j * interval '90 minutes'
     from seed_team t, generate_series(0, 99) j where t.n = 1 and t.k = j % 50`,
  `insert into incidents (mission_id, type, severity, title, description, reporter_id, occurred_at)
     select mission_id, 'security', 2, 'Colis suspect signalé', 'Colis abandonné près de l’entrée.', agent_id,
       start_at + interval '1 hour'
     from seed_team where n > 1 and n % 2 = 0 and k = 0`,
  `insert into checklist_items (mission_id, label, category, sort_order)
     select id, (${TASKS})[1 + (j + n) % 8],
       (array['perimeter', 'equipment', 'vehicle', 'other', 'general'])[1 + j % 5]::checklist_category, j
     from seed_missions, generate_series(0, case when n = 1 then 19 else 5 end) j`,
  `insert into checklist_ticks (item_id, agent_id, checked, signed_at)
     select c.id, t.agent_id, random() < 0.9, t.start_at
     from checklist_items c join seed_team t on t.mission_id = c.mission_id
     where t.status in ('COMPLETED', 'ARCHIVED')`,
  `insert into attendances (agent_id, mission_id, shift_id, status, start_time, end_time, regular_hours, overtime_hours)
     select s.agent_id, s.mission_id, s.id, 'COMPLETED', s.start_at + random() * interval '10 minutes', s.end_at,
       extract(epoch from s.end_at - s.start_at) / 3600, case when random() < 0.2 then 0.5 else 0 end
     from shifts s join seed_missions m on m.id = s.mission_id where m.status in ('COMPLETED', 'ARCHIVED')`,
  `vacuum analyze`,
];

export const SEED_COUNTS = `select
  (select count(*) from missions) missions, (select count(*) from agents) agents,
  (select count(*) from mission_assignments) assignments, (select count(*) from shifts) shifts,
  (select count(*) from incidents) incidents, (select count(*) from checklist_items) tasks,
  (select count(*) from checklist_ticks) ticks, (select count(*) from attendances) attendances`;
