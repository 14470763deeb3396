/**
 * Demo e-mail templates of Bilheteria Demo (Marketing, spec 2), written through the API's write
 * path (validation, rich text sanitised). Skipped when the resources do not include them.
 */
import type { ResourceDefinition } from '../src/shared/definition';
import type { Db } from './db/types';
import { createRecord } from './resources/records/write';

export const DEMO_MAIL_TEMPLATES = [
  {
    name: 'Lançamento de evento',
    subject: 'Ingressos à venda: garanta o seu!',
    body: '<h2>Os ingressos já estão à venda</h2><p>Olá! O evento que você esperava chegou. Os lotes promocionais são limitados: <strong>garanta o seu hoje</strong>.</p><p><a href="https://bilheteria-demo.com.br" target="_blank">Comprar ingresso</a></p>',
  },
  {
    name: 'Lembrete da véspera',
    subject: 'É amanhã! Confira as informações de acesso',
    body: '<p>Olá! Seu evento é amanhã.</p><ul><li>Chegue com antecedência.</li><li>Leve um documento com foto.</li><li>Tenha o QR code do ingresso à mão.</li></ul><p>Até lá!</p>',
  },
] as const;

export async function seedMailTemplates(tx: Db, resources: readonly ResourceDefinition[], businessId: string): Promise<void> {
  const def = resources.find((r) => r.name === 'mailTemplates');
  if (!def) return;
  for (const template of DEMO_MAIL_TEMPLATES) {
    await createRecord(tx, def, resources, { businessId, params: {} }, { ...template });
  }
}
