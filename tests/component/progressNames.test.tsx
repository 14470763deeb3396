/**
 * Every progress bar and spinner of the admin has an accessible name (axe: aria-progressbar-name,
 * serious): a page still loading is announced, not an unnamed progressbar.
 */
import { render, screen } from '@testing-library/react';
import { CircularProgress, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/layout/theme';

describe('progress indicators', () => {
  it('are named "Carregando" by the theme unless they name themselves', () => {
    render(
      <ThemeProvider theme={createTheme(buildTheme({}))}>
        <LinearProgress />
        <CircularProgress />
        <LinearProgress aria-label="Enviando" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Carregando' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Enviando' })).toBeTruthy();
  });
});
