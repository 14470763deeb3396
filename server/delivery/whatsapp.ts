/**
 * WhatsApp through an Evolution-API-compatible server: POST {url}/message/sendText/{instance}
 * with header `apikey` and body {number, text}. Any non-2xx answer is a failure with its text.
 */
export interface WhatsappMessage {
  instance: string;
  number: string;
  text: string;
}

export interface WhatsappClient {
  send(message: WhatsappMessage): Promise<void>;
}

export function createWhatsappClient(baseUrl: string, apiKey: string, timeoutMs = 15_000): WhatsappClient {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async send({ instance, number, text }) {
      const res = await fetch(`${root}/message/sendText/${encodeURIComponent(instance)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: apiKey },
        body: JSON.stringify({ number, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`WhatsApp ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      await res.body?.cancel().catch(() => undefined);
    },
  };
}
