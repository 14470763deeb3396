/** After login: reads the business's preferences once and updates the cached theme. */
import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import type { Profile } from '../authProvider/profile';
import { setPreferences, type Preferences } from './preferences';

export function PreferencesLoader() {
  const authProvider = useAuthProvider() as { getProfile?: () => Promise<Profile> } | undefined;
  useEffect(() => {
    let active = true;
    (async () => {
      const profile = await authProvider?.getProfile?.();
      if (!profile?.business?.id || !active) return;
      setPreferences({ businessId: profile.business.id, businessName: profile.business.name });
      const { json } = await httpClient<Preferences>(`/business/${encodeURIComponent(profile.business.id)}/preferences`, {
        auth: false,
      });
      if (active && json) setPreferences(json);
    })().catch(() => {
      // Defaults stay in place: the colours are a convenience, not a reason to fail the page.
    });
    return () => {
      active = false;
    };
  }, [authProvider]);
  return null;
}
