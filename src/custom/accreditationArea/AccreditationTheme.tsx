/**
 * The accreditation login and password pages in the colours of the accreditation's business (its
 * public answer). A phone opening the login for the first time wore the defaults, or the colours
 * of whatever business this browser last showed, until after a first login. Until the answer the
 * page keeps the theme it has, and the tree stays the same so nothing typed meanwhile is lost.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useBusinessTheme, type PublicBusiness } from '../PublicBusinessFrame';
import { useAccreditationPublicApi } from '../accreditationPublic/accreditationPublicApi';

export function AccreditationTheme({ accreditationId, children }: { accreditationId: string; children: ReactNode }) {
  const api = useAccreditationPublicApi();
  const [business, setBusiness] = useState<PublicBusiness | null>(null);
  useEffect(() => {
    let live = true;
    // An unknown or inactive accreditation: the login says so itself; the colours stay as they are.
    api.form(accreditationId).then(({ accreditation }) => live && setBusiness(accreditation.business), () => undefined);
    return () => {
      live = false;
    };
  }, [api, accreditationId]);
  const theme = useBusinessTheme(business ?? undefined);
  return <ThemeProvider theme={(outer: Theme) => (business ? theme : outer)}>{children}</ThemeProvider>;
}
