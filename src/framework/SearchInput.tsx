/** The list's search box (its value is synced to the address query by useListLocation). */
import { InputAdornment, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

export function SearchInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  const label = translate('app.page.search');
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
