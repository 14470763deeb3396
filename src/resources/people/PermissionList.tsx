/** A role's permissions in pt-BR words (the cards' tooltip, the role list): 'Nenhuma permissão' when it holds none. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { permissionKey } from '../../shared/people/permissionCatalogue';

export function PermissionList({ codes }: { codes: readonly string[] }) {
  const translate = useTranslate();
  if (!codes.length) return <Typography variant="body2">{translate('app.empty.noPermissions')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {codes.map((code) => (
        <li key={code}>
          <Typography variant="body2">{translate(permissionKey(code))}</Typography>
        </li>
      ))}
    </Box>
  );
}
