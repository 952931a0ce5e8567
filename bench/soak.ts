import http from 'node:http';
import { CATALOGUE } from '../simulator/services/catalogue/products';
import { knownCustomers } from '../simulator/core/fixtures';

/**
 * The simulator's soak: 100 000 mixed requests on keep-alive connections against one `sim serve` process, in equal
 * slices, each slice's latency (median, 95th percentile) and the server's heap after a full collection read at the
 * end of the slice. Flat means the last slice costs what the first did: the figures are ratios, never a timed test.
 *
 * The mix is what made the store grow before: unauthenticated sign-in starts (each opens a transaction, CALL-61),
 * verifications that look a transaction up by its stateToken (an unknown one, and a live one with an unknown factor,
 * so no passcode is sent and no account locks: CALL-62), two reads of other services (CALL-01, CALL-24), and every
 * 1 000 requests the clock a minute on, so transactions expire (15 minutes) as they would in use; and what grew
 * without bound before (decision 0486): a guest cart made by every tenth request (an add without a cart id) and read
 * back, a passcode sent by every tenth (the outbox), the outbox read every hundredth.
 */
export interface SoakSlice {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  heapKb: number;
  rssKb: number;
  errors: number;
}

export interface SoakReport {
  requests: number;
  slices: SoakSlice[];
  /** Last slice over first: ≈1 is flat. */
  p50Ratio: number;
  p95Ratio: number;
  heapRatio: number;
  heapGrowthKb: number;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  control?: boolean;
}

function send(agent: http.Agent, origin: URL, token: string, call: Call): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const payload = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const headers: Record<string, string> = {};
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length) });
    if (call.control) headers['x-sim-token'] = token;
    const req = http.request(new URL(call.path, origin), { method: call.method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(payload);
  });
}

const GROCERY_UPC = CATALOGUE.find((p) => p.shop === 'grocery')?.upc ?? '';
const PHONE = knownCustomers.shopper.phone;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function soak(url: string, token: string, heap: () => Promise<{ heapUsed: number; rss: number }>, { total = 100_000, slices = 10, connections = 10, username = 'shopper@freshway.test' } = {}): Promise<SoakReport> {
  const origin = new URL(url);
  if (origin.hostname !== '127.0.0.1' && origin.hostname !== 'localhost') throw new Error('the soak targets loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const first = JSON.parse((await send(agent, origin, token, { method: 'POST', path: '/idp/api/v1/authn', body: { username } })).body) as { stateToken?: string };
  let liveToken = first.stateToken ?? '';
  let cartId = '';
  const mix = (i: number): Call => {
    if (i % 1000 === 999) return { method: 'POST', path: '/__sim/clock', body: { advance: 60_000 }, control: true };
    if (i % 100 === 49) return { method: 'GET', path: '/__sim/outbox', control: true };
    switch (i % 10) {
      case 0:
      case 5:
        return { method: 'POST', path: '/idp/api/v1/authn', body: { username } };
      case 1:
      case 8:
        return i % 20 === 1 ? { method: 'POST', path: '/idp/api/v1/authn/factors/no-such-factor/verify', body: { stateToken: liveToken, passCode: '000000' } } : { method: 'POST', path: '/idp/api/v1/authn/factors/no-such-factor/verify', body: { stateToken: `sim-st-unknown-${i}`, passCode: '000000' } };
      case 2:
        // A guest cart each time (no cart id): what grew without bound before.
        return { method: 'POST', path: '/bin/wcax/cart/add', body: { upc: GROCERY_UPC, qty: 1, storeId: '1502' } };
      case 3:
        return { method: 'GET', path: `/bin/wcax/cart?cartIds=${cartId || 'none'}` };
      case 4:
        return { method: 'GET', path: '/bin/wcax/unified/userinfo?rand=1&banner=freshway' };
      case 6:
        // A passcode sent each time: the outbox grew without bound before.
        return { method: 'POST', path: '/apim/csms/csmsservice/api/csms/signin', body: { userName: PHONE } };
      default:
        return { method: 'GET', path: '/apim/storeresolver/v2/validate?banner=freshway&storeid=1502&preference=instore' };
    }
  };
  const perSlice = Math.floor(total / slices);
  const out: SoakSlice[] = [];
  let next = 0;
  try {
    for (let s = 0; s < slices; s++) {
      const end = (s + 1) * perSlice;
      const latencies: number[] = [];
      let errors = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < end) {
            const call = mix(next++);
            const started = performance.now();
            const answer = await send(agent, origin, token, call);
            latencies.push(performance.now() - started);
            if (answer.status === 0 || answer.status >= 500) errors++;
            if (call.path === '/idp/api/v1/authn' && answer.status === 200) liveToken = (JSON.parse(answer.body) as { stateToken?: string }).stateToken ?? liveToken;
            if (call.path === '/bin/wcax/cart/add' && answer.status === 200) cartId = (JSON.parse(answer.body) as { cartId?: string }).cartId ?? cartId;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const h = await heap();
      out.push({ requests: latencies.length, p50Ms: Number(quantile(latencies, 0.5).toFixed(3)), p95Ms: Number(quantile(latencies, 0.95).toFixed(3)), heapKb: Math.round(h.heapUsed / 1024), rssKb: Math.round(h.rss / 1024), errors });
    }
  } finally {
    agent.destroy();
  }
  const a = out[0]!;
  const z = out.at(-1)!;
  return { requests: out.reduce((n, x) => n + x.requests, 0), slices: out, p50Ratio: Number((z.p50Ms / a.p50Ms).toFixed(2)), p95Ratio: Number((z.p95Ms / a.p95Ms).toFixed(2)), heapRatio: Number((z.heapKb / a.heapKb).toFixed(3)), heapGrowthKb: z.heapKb - a.heapKb };
}
