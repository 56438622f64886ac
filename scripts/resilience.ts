// npm run test:resilience – faults on purpose. On the production build (it builds nothing) and a fresh
// PostgreSQL database beside DATABASE_URL it starts two `next start` servers behind HAProxy (round robin, health
// checks on GET /api/status), drives about a minute of signed-in load through HAProxy and meanwhile terminates the
// database's connections, shuts the database for 5 s, SIGKILLs one server, SIGTERMs the other with requests in
// flight, runs a matching while students of another session submit and lets two admins close one round at once.
// Then it checks every acknowledged write against the database and prints
// `acknowledged=… lost=0 wrong=0 5xx=0 recovery_s=…`. Any failure exits 1. Rules: docs/operations.md.
import { freshDatabase, killChildren, openOperationalTest, say, sleep } from './harness/common';
import { statusOf } from './harness/http';
import {
  applicationsByOpening,
  call,
  checkAcknowledged,
  COMPANY_COUNT,
  commonFailures,
  configureLoad,
  countWrong,
  isOneDoubleClick,
  markLoadStart,
  problem,
  read,
  setUp,
  startLoad,
  stats,
  STUDENT_COUNT,
  type Data,
  type Outcome,
  type Person,
} from './harness/load';
import { createCluster } from './harness/servers';

// ---------------------------------------------------------------------------------------------------------------
// Settings of the run
const LOAD_SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60);
/** A freshly started server compiles its code on its first requests; the next fault waits this long after it is healthy. */
const WARM_UP_MS = 8000;
const RECOVERY_LIMIT_S = 5;

// ---------------------------------------------------------------------------------------------------------------
// Preconditions (PostgreSQL, a production build, HAProxy), the work folder and the ports:
// RESILIENCE_PORT_BASE=n uses n (HAProxy), n+1 and n+2 (the servers); otherwise free ones.
const {
  workDir,
  logDir,
  ports: [proxyPort, ...serverPorts],
} = await openOperationalTest({ name: 'resilience', portCount: 3, portBaseVariable: 'RESILIENCE_PORT_BASE', needsDatabaseUrl: true });

// The fresh database, and the test's own superuser connection outside it for the faults and the clean-up.
const { databaseName, databaseUrl, maintenance, drop } = await freshDatabase(new URL(process.env.DATABASE_URL!), 'resilience');
const cluster = createCluster({ workDir, logDir, proxyPort, serverPorts, databaseUrl: databaseUrl.toString() });
const { servers } = cluster;
const loadDatabase = configureLoad({ baseUrl: cluster.baseUrl, databaseUrl: databaseUrl.toString() });

async function cleanUp() {
  killChildren();
  await loadDatabase.close();
  await drop(process.env.RESILIENCE_KEEP_DATABASE === 'true');
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

// ---------------------------------------------------------------------------------------------------------------
// Faults
async function terminateConnections(): Promise<number> {
  const { rows } = await maintenance.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [databaseName],
  );
  return rows[0].n;
}

/** Seconds until every server has answered GET /api/status 200 at least once, each polled on its own; null past the limit. */
async function waitBothHealthy(timeoutMs: number): Promise<number | null> {
  const begun = Date.now();
  const times = await Promise.all(
    servers.map(async (server) => {
      while (Date.now() - begun < timeoutMs) {
        // A generous limit per probe: on a busy machine an answer may take seconds, and an abandoned probe only delays.
        if ((await statusOf(server.port, 10_000)) === 200) return (Date.now() - begun) / 1000;
        await sleep(50);
      }
      return null;
    }),
  );
  return times.some((time) => time === null) ? null : Math.max(...(times as number[]));
}

const doubleClicks = {
  studentSubmissions: [] as { studentId: string; statuses: number[] }[],
  companySubmissions: [] as { openingId: number; statuses: number[] }[],
};
const story = {
  recoveryS: null as number | null,
  drain: { statuses: [] as number[], answeredAfterSignal: 0, exitCode: null as number | null, refusedAfter: false },
  killExit: null as number | null,
  killedAt: 0,
  killExitedAt: 0,
  matching: null as Outcome | null,
  closeRound: [] as number[],
};

async function faults(data: Data, loadStart: number, applicationIdsOf: Map<number, number[]>) {
  const at = (seconds: number) => sleep(Math.max(0, loadStart + seconds * 1000 - Date.now()));

  // A double click: the same submit sent twice at once, by five students and two companies.
  // A pair that met only 503s (no server up at that instant) is clicked again, as a user would.
  const doubleClick = async (person: Person, pathname: string, body: unknown) => {
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answers = await Promise.all([0, 1].map(() => call(person, 'POST', pathname, body, { bounded: false })));
      statuses = [...statuses, ...answers.map((answer) => answer.status)];
      if (answers.some((answer) => answer.status !== 503)) break;
      await sleep(1000);
    }
    return statuses;
  };
  const doubleClicking = (async () => {
    await at(2);
    for (const student of data.students.slice(-5)) {
      const statuses = await doubleClick(student, `/student/sessions/${data.groupA.sessionId}/ranking`, {
        openingIds: data.openingsA.slice(0, 3),
      });
      doubleClicks.studentSubmissions.push({ studentId: student.studentId!, statuses });
    }
    for (const user of data.companyUsers.slice(-2)) {
      const openingId = data.openingsB.find((opening) => opening.companyId === user.companyId)!.openingId;
      const selectedApplicationIds = (applicationIdsOf.get(openingId) ?? []).slice(0, 2);
      const statuses = await doubleClick(user, `/company/sessions/${data.groupB.sessionId}/openings/${openingId}/ranking`, {
        selectedApplicationIds,
      });
      doubleClicks.companySubmissions.push({ openingId, statuses });
    }
  })();

  await at(5);
  say(`fault: pg_terminate_backend of every connection (${await terminateConnections()} ended)`);
  await at(9);
  say(`fault: pg_terminate_backend again (${await terminateConnections()} ended)`);

  await at(14);
  await maintenance.query(`alter database "${databaseName}" with allow_connections false`);
  say(`fault: database refuses connections (ALLOW_CONNECTIONS false, ${await terminateConnections()} ended)`);
  await at(19);
  await maintenance.query(`alter database "${databaseName}" with allow_connections true`);
  story.recoveryS = await waitBothHealthy(30_000);
  say(`database back; both servers answer GET /api/status 200 after ${story.recoveryS?.toFixed(2) ?? 'more than 30'} s`);

  await at(24);
  const [killed, drained] = servers;
  story.killedAt = Date.now();
  killed.process!.kill('SIGKILL');
  story.killExit = await killed.exit!;
  story.killExitedAt = Date.now();
  say(`fault: ${killed.name} killed with SIGKILL`);
  await at(26);
  cluster.startServer(killed);
  await cluster.waitHealthy(killed);
  const killedHealthyAt = Date.now();
  say(`${killed.name} started again and healthy`);

  // The SIGTERM leaves the restarted server alone with the whole load: it must have warmed up first.
  await at(34);
  await sleep(Math.max(0, killedHealthyAt + WARM_UP_MS - Date.now()));
  // Requests straight to the server about to stop: writes, and password sign-ins. A sign-in counts its attempt in
  // rate_limits first, then queues for the password check (two at a time, about 0.1 s each): once every sign-in is
  // counted, the server has read them all and is still working on some when the SIGTERM comes. Each sign-in must get
  // its real answer; a write the server had not read yet when it stopped accepting may be refused with the connection.
  const admin = data.admins[1];
  const direct = { base: `http://127.0.0.1:${drained.port}`, bounded: false };
  const inFlight = Array.from({ length: 10 }, (_, index) =>
    index % 2 === 0
      ? call(admin, 'PUT', `/admin/settings/resilience.drain.${index}`, { value: `drained-${index}` }, direct)
      : call(
          { platformUid: '', cookie: '' },
          'POST',
          '/auth/signin',
          { username: data.drainAccount.username, password: data.drainAccount.password },
          direct,
        ),
  );
  const signIns = inFlight.length / 2;
  const countedBy = Date.now() + 10_000;
  while (Date.now() < countedBy) {
    const [{ hits }] = await read<{ hits: number }>(
      `select coalesce(sum(hits), 0)::int as hits from rate_limits where key like 'signin:address:%'`,
    );
    if (hits >= signIns) break;
    await sleep(10);
  }
  const signalledAt = Date.now();
  drained.process!.kill('SIGTERM');
  say(`fault: ${drained.name} sent SIGTERM with ${inFlight.length} requests of its own in flight`);
  const drainAnswers = await Promise.all(inFlight);
  story.drain.statuses = drainAnswers.map((answer) => answer.status);
  story.drain.answeredAfterSignal = drainAnswers.filter((answer) => answer.kind === 'answer' && answer.endedAt > signalledAt).length;
  story.drain.exitCode = await Promise.race([drained.exit!, sleep(20_000).then(() => -1)]);
  story.drain.refusedAfter = (await statusOf(drained.port)) === 0;
  const { statuses, answeredAfterSignal, exitCode } = story.drain;
  say(
    `${drained.name} exited (code ${exitCode}); its in-flight requests answered ${statuses.join(' ')}, ${answeredAfterSignal} of them after the signal`,
  );
  await at(38);
  cluster.startServer(drained);
  await cluster.waitHealthy(drained);
  const drainedHealthyAt = Date.now();
  say(`${drained.name} started again and healthy`);

  await at(44);
  await sleep(Math.max(0, drainedHealthyAt + WARM_UP_MS - Date.now()));
  // The matching of session C while the students of session A keep submitting, and two admins closing group D's round at once.
  const [matching, ...closes] = await Promise.all([
    call(data.admins[0], 'POST', `/admin/sessions/${data.groupC.sessionId}/matching`, { confirm: true }, { bounded: false }),
    ...data.admins.map((admin) =>
      call(admin, 'POST', `/admin/session-groups/${data.groupD.sessionGroupId}/close-round`, undefined, { bounded: false }),
    ),
  ]);
  story.matching = matching;
  story.closeRound = closes.map((answer) => answer.status).sort();
  say(`matching of session C answered ${matching.status}; the two closes of group D answered ${story.closeRound.join(' and ')}`);
  await doubleClicking;
}

// ---------------------------------------------------------------------------------------------------------------
let exitCode = 1;
try {
  say(`fresh database ${databaseName}; migrating and writing ${STUDENT_COUNT} students, ${COMPANY_COUNT} companies, 2 admins`);
  const data = await setUp(loadDatabase.check);
  const applicationIdsOf = await applicationsByOpening(data);

  await cluster.startAll();
  say(`two servers on ports ${serverPorts.join(' and ')} behind HAProxy on ${proxyPort}; load for ${LOAD_SECONDS} s`);

  const loadStart = Date.now();
  markLoadStart(loadStart);
  const until = loadStart + LOAD_SECONDS * 1000;
  // The double-clicking students and companies are left to the fault script.
  const { studentRuns, companyRuns, adminRun } = startLoad(data, until, applicationIdsOf);
  await faults(data, loadStart, applicationIdsOf);
  const studentStates = await Promise.all(studentRuns);
  await Promise.all(companyRuns);
  const adminState = await adminRun;
  say(`load over: ${stats.requests} requests, ${stats.acknowledged} writes acknowledged, ${stats.serviceUnavailable} answered 503`);

  await checkAcknowledged(data, studentStates, adminState);
  for (const [index, status] of story.drain.statuses.entries()) {
    if (index % 2 !== 0 || status !== 200) continue;
    const [row] = await read<{ value: string }>(`select value from settings where key = $1`, [`resilience.drain.${index}`]);
    if (row?.value !== `drained-${index}`) {
      stats.lost += 1;
      problem(`the in-flight write ${index} to the draining server was answered 200 but is not in the database`);
    }
  }
  const wrong = await countWrong(data);
  stats.wrong += wrong;

  // The story's own assertions.
  const failures: string[] = [];
  for (const { studentId, statuses } of doubleClicks.studentSubmissions) {
    const [{ n }] = await read<{ n: number }>(
      `select count(*)::int as n from student_ranking_submissions where session_id = $1 and student_id = $2 and action = 'SUBMIT'`,
      [data.groupA.sessionId, studentId],
    );
    if (n !== 1 || !isOneDoubleClick(statuses)) {
      failures.push(`double-clicked submit of student ${studentId}: answers ${statuses.join(' ')}, ${n} submissions (want one)`);
    }
  }
  for (const { openingId, statuses } of doubleClicks.companySubmissions) {
    const [{ n }] = await read<{ n: number }>(
      `select count(*)::int as n from company_ranking_submissions where opening_id = $1 and action = 'SUBMIT'`,
      [openingId],
    );
    if (n !== 1 || !isOneDoubleClick(statuses)) {
      failures.push(`double-clicked company submit of opening ${openingId}: answers ${statuses.join(' ')}, ${n} submissions (want one)`);
    }
  }
  if (story.recoveryS === null || story.recoveryS > RECOVERY_LIMIT_S) {
    failures.push(`recovery took ${story.recoveryS ?? 'more than 30'} s (limit ${RECOVERY_LIMIT_S} s)`);
  }
  // A request the server had not yet read when it stopped accepting is refused with the connection (status 0), and
  // must have done nothing; every request it had read gets its real answer.
  const drainRefused = story.drain.statuses.filter((status, index) => status !== 200 && (index % 2 === 1 || status !== 0));
  if (drainRefused.length > 0) {
    failures.push(
      `requests in flight at SIGTERM answered ${story.drain.statuses.join(' ')} (want 200 each; a write not yet read may be refused)`,
    );
  }
  for (const [index, status] of story.drain.statuses.entries()) {
    if (index % 2 !== 0 || status !== 0) continue;
    const [row] = await read<{ value: string }>(`select value from settings where key = $1`, [`resilience.drain.${index}`]);
    if (row) failures.push(`the write ${index} to the draining server got no answer, yet it was done`);
  }
  if (story.drain.answeredAfterSignal === 0)
    failures.push('no request was still in flight when the SIGTERM came: the drain was not tested');
  if (story.drain.exitCode === -1) failures.push('the server sent SIGTERM did not exit within 20 s');
  if (!story.drain.refusedAfter) failures.push('the server sent SIGTERM still accepted connections');
  if (!story.matching || story.matching.status !== 200) {
    failures.push(`the matching answered ${story.matching?.status} ${JSON.stringify(story.matching?.body).slice(0, 200)}`);
  } else {
    const runId = (story.matching.body as { runId?: number }).runId;
    const [{ n }] = await read<{ n: number }>(`select count(*)::int as n from matching_runs where run_id = $1 and session_id = $2`, [
      runId,
      data.groupC.sessionId,
    ]);
    if (n !== 1) failures.push(`the acknowledged matching run ${runId} is not in the database`);
  }
  if (story.closeRound.join(',') !== '200,409')
    failures.push(`two simultaneous closes answered ${story.closeRound.join(' and ')} (want 200 and 409)`);
  const [group] = await read<{ current_round: number; closes: number }>(
    `select current_round,
            (select count(*)::int from audit_logs where action = 'session-group.close-round' and entity_id = $2) as closes
       from session_groups where session_group_id = $1`,
    [data.groupD.sessionGroupId, String(data.groupD.sessionGroupId)],
  );
  if (group.current_round !== 2 || group.closes !== 1) {
    failures.push(`group D is in round ${group.current_round} after ${group.closes} closes (want round 2 after one)`);
  }
  // A request in flight on the server that is SIGKILLed may lose its connection without an answer (HAProxy 2.6 most
  // often answers it 503, rarely closes the client's connection): its outcome is open, and checked against the
  // database like a 503's. A connection dropped at any other moment fails the run.
  const isAtKill = (drop: { begun: number; endedAt: number }) =>
    drop.begun <= story.killExitedAt && drop.endedAt >= story.killedAt && drop.endedAt <= story.killExitedAt + 1000;
  const droppedAtKill = stats.dropped.filter(isAtKill);
  const droppedElsewhere = stats.dropped.filter((drop) => !isAtKill(drop));
  for (const drop of droppedAtKill) console.log(`  · dropped with the server SIGKILLed (outcome checked): ${drop.where}`);
  failures.push(...commonFailures(droppedElsewhere));

  for (const line of stats.problems) console.log(`  · ${line}`);
  console.log(
    `acknowledged=${stats.acknowledged} lost=${stats.lost} wrong=${stats.wrong} 5xx=${stats.fiveHundreds} recovery_s=${story.recoveryS?.toFixed(2) ?? 'none'}` +
      ` (requests=${stats.requests} 503=${stats.serviceUnavailable} hangs=${stats.hangs})`,
  );
  console.log(`server and HAProxy logs: ${logDir}`);
  if (failures.length) {
    console.error(`FAILED:\n- ${failures.join('\n- ')}`);
  } else {
    console.log('PASSED');
    exitCode = 0;
  }
} catch (error) {
  console.error(error);
  console.log(`server and HAProxy logs: ${logDir}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
