/** Pieces the benchmarks share: the browser flags, a logged-in cookie jar, percentiles. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const BENCH_USER = { email: 'admin@demo.com.br', password: 'demo1234' };

export async function login(url: string) {
  const res = await fetch(`${url}/api/auth/login/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.email, password: BENCH_USER.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/** The cookies the admin reads its session from, for a browser context. */
export async function loginCookies(url: string) {
  const { accessToken, refreshToken } = await login(url);
  const domain = new URL(url).hostname;
  return [
    { name: 'accessToken', value: accessToken, domain, path: '/' },
    { name: 'refreshToken', value: refreshToken, domain, path: '/' },
  ];
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
