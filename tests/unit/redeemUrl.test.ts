/** The redemption link points where the guest will open it (issue 9 item 23). */
import { describe, expect, it } from 'vitest';
import { redeemUrlOf } from '../../server/delivery/courtesyMessage';

describe('redemption link', () => {
  it("uses the business's client domain when it has one", () => {
    expect(redeemUrlOf('bilheteria-demo.com.br', 'c1', { PUBLIC_URL: 'https://admin.exemplo.com.br' })).toBe('https://bilheteria-demo.com.br/ativar-cortesia?courtesyId=c1');
  });

  it('uses this server otherwise: PUBLIC_URL, or the local address on its port', () => {
    expect(redeemUrlOf(null, 'c1', { PUBLIC_URL: 'https://admin.exemplo.com.br/' })).toBe('https://admin.exemplo.com.br/ativar-cortesia?courtesyId=c1');
    expect(redeemUrlOf('', 'c1', { PORT: '4000' })).toBe('http://localhost:4000/ativar-cortesia?courtesyId=c1');
    expect(redeemUrlOf(undefined, 'c1', {})).toBe('http://localhost:3000/ativar-cortesia?courtesyId=c1');
  });
});
