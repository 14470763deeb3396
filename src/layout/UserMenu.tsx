/** The user menu of the app bar: identity, the businesses the user may switch to, and 'Sair'. */
import { forwardRef } from 'react';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import ExitToApp from '@mui/icons-material/ExitToApp';
import Business from '@mui/icons-material/Business';
import Check from '@mui/icons-material/Check';
import { UserMenu as RaUserMenu, useGetIdentity, useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { appSession } from '../authProvider/session';
import { switchBusiness } from '../authProvider/switchBusiness';

function BusinessItems() {
  const translate = useTranslate();
  const notify = useNotify();
  const userMenu = useUserMenu();
  const profile = useQuery({ queryKey: ['auth', 'profile'], queryFn: () => appSession.profile.get() });
  const businesses = profile.data?.businesses ?? [];
  if (businesses.length < 2) return null;
  const current = profile.data!.business.id;
  return [
    <ListSubheader key="title">{translate('people.switch.title')}</ListSubheader>,
    ...businesses.map((b) => (
      <MenuItem
        key={b.id}
        selected={b.id === current}
        onClick={() => {
          userMenu?.onClose();
          if (b.id === current) return;
          switchBusiness(b.id).catch((error: Error) => notify(error?.message || 'people.switch.error', { type: 'error' }));
        }}
      >
        <ListItemIcon>{b.id === current ? <Check fontSize="small" /> : <Business fontSize="small" />}</ListItemIcon>
        <ListItemText>{b.id === current ? translate('people.switch.current', { name: b.name }) : b.name}</ListItemText>
      </MenuItem>
    )),
    <Divider key="divider" />,
  ];
}

const LogoutItem = forwardRef<HTMLLIElement>(function LogoutItem(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        // Leaving on purpose: the next login (maybe someone else at the counter) starts on the
        // dashboard, not on the page this user left; an expired session still returns there.
        void logout({}, undefined, false);
      }}
    >
      <ListItemIcon>
        <ExitToApp fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user.logout')}</ListItemText>
    </MenuItem>
  );
});

export function UserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // From sm up react-admin's button shows the user's name: its accessible name must contain it
  // (WCAG 2.5.3, label in name), and that button passes a text that is not a key as it is. Below,
  // an icon button needs a key (it would fall back to 'Profile').
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? translate('app.user.menuOf', { name: identity.fullName }) : 'app.user.menu';
  return (
    <RaUserMenu label={label}>
      <BusinessItems />
      <LogoutItem />
    </RaUserMenu>
  );
}
