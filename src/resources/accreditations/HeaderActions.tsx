/**
 * A page header's buttons: beside the title from 600 px, on their own line under it on a phone (long
 * titles keep their width); HeaderButton is the one contained button most of these pages have, and
 * SubPageHeader the header of a page under /accreditations/{id}: its title names the accreditation,
 * its back button returns to the manage page.
 */
import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeader } from '../../framework/PageHeader';
import type { AccreditationInfo } from './accreditationCalls';
import { accreditationPath } from './accreditationPaths';

export function HeaderActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}>{children}</Box>;
}

export interface HeaderButtonProps {
  /** Catalogue key of the button's text. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** One contained button as the header's action. */
export function HeaderButton({ label, icon, onClick }: HeaderButtonProps) {
  const translate = useTranslate();
  return (
    <HeaderActions>
      <Button variant="contained" startIcon={icon} onClick={onClick}>
        {translate(label)}
      </Button>
    </HeaderActions>
  );
}

/** `title`: catalogue key taking the accreditation's `name`; `action`: the header's button, none when absent (no permission). */
export function SubPageHeader({ info, title, action }: { info: AccreditationInfo; title: string; action?: HeaderButtonProps | false }) {
  const translate = useTranslate();
  return <PageHeader title={translate(title, { name: info.name })} backTo={accreditationPath(info.id)} actions={action ? <HeaderButton {...action} /> : null} />;
}
