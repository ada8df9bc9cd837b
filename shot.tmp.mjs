import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
for (const [path, file, setup] of JSON.parse(process.argv[2])) {
  if (setup) await page.evaluate(setup).catch(()=>{});
  await page.goto('http://localhost:4390' + path);
  await page.waitForTimeout(800);
  await page.screenshot({ path: file });
  console.log(path, await page.title());
}
console.log(logs.join('\n'));
await browser.close();
