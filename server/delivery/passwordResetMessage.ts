/** The password reset e-mail (pt-BR, from the catalogue) and the link it carries. */
import { translatePtBR } from '../../src/shared/catalogue';
import { publicBaseUrl } from './courtesyMessage';

/**
 * The admin's reset page on this server (PUBLIC_URL, never the request's Host header, which a
 * caller chooses). The token rides in the fragment: browsers send no fragment to a server, so it
 * stays out of access logs, proxies and Referer headers.
 */
export const resetUrlOf = (token: string, env: NodeJS.ProcessEnv = process.env) => `${publicBaseUrl(env)}/auth/reset-password#token=${token}`;

export function passwordResetMessage(d: { name: string; businessName: string; url: string }): { subject: string; text: string } {
  const lines = [
    d.name ? translatePtBR('server.passwordReset.greeting', { name: d.name }) : translatePtBR('server.passwordReset.greetingAnonymous'),
    '',
    translatePtBR('server.passwordReset.body', { business: d.businessName }),
    d.url,
    '',
    translatePtBR('server.passwordReset.ignore'),
  ];
  return { subject: translatePtBR('server.passwordReset.subject'), text: lines.join('\n') };
}
