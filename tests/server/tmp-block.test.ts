import { it, expect } from 'vitest';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { callJson } from './support/http-calls.ts';
import { startTestApi } from './support/test-api.ts';
import { signInAs } from './support/test-users.ts';

it('block', async () => {
  const api = await startTestApi();
  const admin = await signInAs(api.baseUrl, 'admin');
  const zone = api.db.prepare("SELECT id, name, group_id FROM dns_zones WHERE group_id = ? AND kind = 'forward' ORDER BY id LIMIT 1").get(admin.groupId) as { id: number; name: string; group_id: string };
  const lines = [`$ORIGIN ${zone.name}.`, '$TTL 3600', ...Array.from({ length: 100_000 }, (_, i) => `h${i} 3600 IN A 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)];
  const file = lines.join('\n');
  for (let run = 0; run < 3; run++) {
    const h = monitorEventLoopDelay({ resolution: 5 });
    h.enable();
    const t = performance.now();
    const r = await callJson(api.baseUrl, 'POST', `/groups/${zone.group_id}/zones/${zone.id}/import`, { token: admin.token, body: { zone_file: file, mode: 'merge', replace_draft: true } });
    const total = performance.now() - t;
    h.disable();
    expect(r.status).toBe(200);
    console.log(`run ${run}: import ${Math.round(total)} ms, loop delay max ${Math.round(h.max / 1e6)} ms, p99 ${Math.round(h.percentile(99) / 1e6)} ms`);
  }
  await api.close();
}, 300_000);
