import { scenarios } from '../../../spec/scenarios';
import { runScenarios, describeResult } from './runner';
const only = process.argv[2];
const rs = await runScenarios(scenarios.filter(s => !only || s.id.includes(only)));
for (const r of rs) { console.log(r.status, r.id, r.durationMs.toFixed(0), r.status==='skipped'? r.reason : ''); if (r.status==='failed') { for (const l of describeResult(r)) console.log('   ', l); console.log('    events:', r.observed?.events.join(' ')); console.log('    calls:', r.observed?.calls.map(c => `${c.calls.join('+')||c.path}:${c.status ?? c.outcome}`).join(' ')); } }
