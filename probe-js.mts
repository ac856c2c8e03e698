import { chromium } from 'playwright-core';
const base = 'http://localhost:3700';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of paths) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map<string, number>(); const urls = new Map<string,string>();
  cdp.on('Network.responseReceived', (e: any) => { if (e.type === 'Script') urls.set(e.requestId, e.response.url); });
  cdp.on('Network.loadingFinished', (e: any) => { if (urls.has(e.requestId)) sizes.set(urls.get(e.requestId)!, e.encodedDataLength); });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let t = 0; const rows = [...sizes].sort((a, b) => b[1] - a[1]);
  for (const [u, s] of rows) { t += s; }
  console.log(p, 'TOTAL', t);
  for (const [u, s] of rows) console.log('  ', s, u.replace(base, ''));
  await ctx.close();
}
await browser.close();
