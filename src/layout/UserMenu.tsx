/** The user menu of the app bar: identity and 'Sair'. */
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import ExitToApp from '@mui/icons-material/ExitToApp';
import { UserMenu as RaUserMenu, useGetIdentity, useLogout, useTranslate, useUserMenu } from 'react-admin';

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
      <LogoutItem />
    </RaUserMenu>
  );
}
