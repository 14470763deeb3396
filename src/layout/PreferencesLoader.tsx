/**
 * After login: the business's preferences, from the profile (which brings them), update the cached
 * theme; they are read again, by their own call, whenever the business's details change (a
 * realtime 'business' change: colours saved in another session of the business), so every open
 * session wears the new colours at once.
 */
import { useEffect, useState } from 'react';
import { useAuthProvider } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import type { Profile } from '../authProvider/profile';
import { applyBusiness, setPreferences, type Preferences } from './preferences';
import { onRealtimeChange } from '../realtime/socket';

export function PreferencesLoader() {
  const authProvider = useAuthProvider() as { getProfile?: () => Promise<Profile> } | undefined;
  const [version, setVersion] = useState(0);
  useEffect(() => onRealtimeChange((event) => event.resource === 'business' && setVersion((v) => v + 1)), []);
  useEffect(() => {
    let active = true;
    (async () => {
      const profile = await authProvider?.getProfile?.();
      if (!profile?.business?.id || !active) return;
      // The profile brings them as they were when it was read: a change since is read again.
      if (version === 0 && profile.business.preferences) return applyBusiness(profile.business);
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
  }, [authProvider, version]);
  return null;
}
